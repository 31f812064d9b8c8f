// Next's export in miniature, for the scripts' tests, written from the layout export.ts declares.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after } from 'node:test'
import { FLIGHT_BOOTSTRAP, FLIGHT_QUEUE } from './export'

/** One inline flight script as Next writes it: `<` escaped, so no string ends the script. */
export function flightPush(text: string): string {
  const json = JSON.stringify([1, text]).replace(/</g, '\\u003c').replace(/&/g, '\\u0026')
  return `<script>self.${FLIGHT_QUEUE}.push(${json})</script>`
}

/** A page's inline flight scripts: the queue's bootstrap, then one push per part of the stream. */
export function inlineFlightScripts(...parts: string[]): string {
  return `<script>${FLIGHT_BOOTSTRAP}</script>${parts.map(flightPush).join('')}`
}

/** A <style> as inlineCss writes it, holding these stylesheets (their paths, their text). */
export function inlineStyle(css: string, ...hrefs: string[]): string {
  return `<style data-precedence="next" data-href="${hrefs.join(' ')}">${css}</style>`
}

const fakeExports: string[] = []
after(() => fakeExports.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** Writes a fake export (file path to content) to a temp dir, removed after the tests; its path. */
export function fakeExport(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-export-'))
  fakeExports.push(dir)
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), content)
  }
  return dir
}
