// Catches a Next upgrade that changes how it exports a page, in the build itself (the deploy path
// runs nothing else): a page left with inline flight data or more than one copy of a stylesheet
// means the post-build no longer finds what it rewrites. It reads the finished files, not the
// steps' own results, and counts copies however they are written.
import fs from 'node:fs'
import path from 'node:path'
import {
  FLIGHT_DIR,
  FLIGHT_QUEUE,
  getAttr,
  htmlFiles,
  inlinedStylesheets,
  parseHtml,
  rscPayloadFiles,
  rscPayloadsOf,
  SITE_URL,
  textOf,
  walk,
} from '../lib/export'

/**
 * How many times a stylesheet's text appears: as written (the <style>, a text row of RSC data)
 * or JSON-escaped (a string in RSC data, inside a script). Neither form contains the other.
 */
export function copiesOf(css: string, texts: string[]): number {
  const forms = [...new Set([css, JSON.stringify(css).slice(1, -1)])]
  const count = (text: string, form: string) => text.split(form).length - 1
  return texts.reduce((sum, text) => forms.reduce((n, form) => n + count(text, form), sum), 0)
}

/** What is wrong with one finished page (a path relative to dir). */
function pageProblems(dir: string, file: string): string[] {
  const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8')
  const html = read(file)
  const inline: string[] = []
  const flight: string[] = []
  walk(parseHtml(html), (element) => {
    if (element.tagName !== 'script') return
    const src = getAttr(element, 'src')
    if (src === undefined) inline.push(textOf(element))
    else if (new URL(src, SITE_URL).pathname.startsWith(FLIGHT_DIR)) flight.push(src)
  })
  const problems: string[] = []
  if (inline.some((text) => text.includes(FLIGHT_QUEUE)))
    problems.push('inline flight data left in the page')
  if (flight.length !== 1)
    problems.push(`${flight.length} flight data scripts in ${FLIGHT_DIR}, not one`)
  const flightFiles = flight.map((src) => new URL(src, SITE_URL).pathname)
  const missing = flightFiles.filter((name) => !fs.existsSync(path.join(dir, name)))
  if (missing.length) problems.push(`missing ${missing.join(', ')}`)
  const texts = [
    html,
    ...flightFiles.filter((name) => !missing.includes(name)).map(read),
    ...rscPayloadsOf(dir, file).map(read),
  ]
  const stylesheets = inlinedStylesheets(html)
  if (stylesheets.length === 0) problems.push('no inline stylesheet found')
  for (const href of stylesheets) {
    const copies = copiesOf(read(href), texts)
    if (copies > 1)
      problems.push(`stylesheet ${href} is in the page and its RSC data ${copies} times`)
  }
  return problems
}

/** What shows the export is not laid out as the post-build expects, page by page. */
export function layoutProblems(dir: string): string[] {
  const pages = htmlFiles(dir)
  const problems = pages.flatMap((file) =>
    pageProblems(dir, file).map((problem) => `${file}: ${problem}`),
  )
  if (pages.length > 0 && rscPayloadFiles(dir).length === 0)
    problems.push('no RSC payloads beside the pages')
  return problems
}
