// Chained after `next build` in the build script (not a postbuild hook, which some package
// managers skip): finishes every exported page, and fails the build if a page cannot be made safe.
import fs from 'node:fs'
import path from 'node:path'
import { policyProblems, withPolicy } from './post-build/csp'
import { withExternalFlight } from './post-build/flight'
import {
  inlinedStylesheets,
  withStylesheetOnce,
  withoutStylesheetText,
} from './post-build/stylesheet-once'
import {
  allowedScriptUrls,
  policyScript,
  trustedTypesProblems,
  withTrustedTypes,
} from './post-build/trusted-types'
import { htmlFiles, isMain } from './lib/export'

/** The RSC payloads of client navigations: every .txt of the export that is not a public file. */
function flightFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.txt') && !file.startsWith('_next/'))
    .filter((file) => /^[0-9a-f]+:/.test(fs.readFileSync(path.join(dir, file), 'utf8')))
}

/** The text of the stylesheets every page carries inline: no page needs it from a payload. */
function sharedStylesheets(dir: string, pages: string[]): string[] {
  const [first, ...rest] = pages.map(inlinedStylesheets)
  const shared = [...(first ?? [])].filter((href) => rest.every((hrefs) => hrefs.has(href)))
  return shared.map((href) => fs.readFileSync(path.join(dir, href), 'utf8'))
}

/**
 * The page with its policy, checked: first in <head>, strict, naming its inline scripts, and
 * followed at once by the Trusted Types policy's script.
 */
function withCheckedPolicy(html: string, trustedTypes: string): string {
  const finished = withPolicy(withTrustedTypes(html, trustedTypes))
  const problems = [...policyProblems(finished), ...trustedTypesProblems(finished, trustedTypes)]
  if (problems.length) throw new Error(problems.join('; '))
  return finished
}

export function finishExport(dir: string) {
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8')
  const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text)
  const files = htmlFiles(dir)
  const stylesheets = sharedStylesheets(dir, files.map(read))
  const trustedTypes = policyScript(allowedScriptUrls(dir))
  let emptied = 0
  for (const file of files) {
    try {
      const page = withStylesheetOnce(read(file), stylesheets)
      emptied += page.emptied
      const { html, script } = withExternalFlight(page.html)
      if (script) {
        fs.mkdirSync(path.join(dir, path.dirname(script.name)), { recursive: true })
        write(script.name, script.js)
      }
      write(file, withCheckedPolicy(html, trustedTypes))
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`)
    }
  }
  for (const file of flightFiles(dir)) {
    const payload = withoutStylesheetText(read(file), stylesheets)
    if (payload.emptied) write(file, payload.text)
    emptied += payload.emptied
  }
  return { pages: files.length, emptied }
}

if (isMain(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? 'out'
  try {
    const { pages, emptied } = finishExport(dir)
    console.log(
      `Post-build: ${pages} pages with their Content-Security-Policy and Trusted Types; ` +
        `${emptied} copies of the inline stylesheet emptied from RSC data`,
    )
  } catch (error) {
    console.error(`Post-build failed: ${(error as Error).message}`)
    process.exit(1)
  }
}
