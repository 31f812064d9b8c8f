// Reads and writes the React flight (RSC) data a page carries inline, as Next exports it: a run
// of `<script>self.__next_f.push([1,"…"])</script>` whose strings, joined, are the stream.
import crypto from 'node:crypto'
const PUSH = /<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs

export type InlineFlight = { scripts: RegExpExecArray[]; text: string }

/** The page's inline flight stream, and the script elements it came from. */
export function inlineFlight(html: string): InlineFlight {
  const scripts = [...html.matchAll(PUSH)]
  const chunks = scripts.map((script) => JSON.parse(script[1]!) as [number, string])
  const other = chunks.find((chunk) => chunk[0] !== 1)
  if (other) throw new Error(`unexpected flight chunk of type ${other[0]}`)
  return { scripts, text: chunks.map((chunk) => chunk[1]).join('') }
}

// What Next escapes in a JSON string written into a <script> (its htmlEscapeJsonString).
const HTML_UNSAFE: Record<string, string> = {
  '&': '\\u0026',
  '<': '\\u003c',
  '>': '\\u003e',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/** The page with its flight stream replaced by text, in one script where the first one was. */
export function withInlineFlight(html: string, { scripts }: InlineFlight, text: string): string {
  const json = JSON.stringify([1, text]).replace(/[&<>\u2028\u2029]/g, (c) => HTML_UNSAFE[c]!)
  let result = ''
  let from = 0
  scripts.forEach((match, index) => {
    result += html.slice(from, match.index)
    if (index === 0) result += `<script>self.__next_f.push(${json})</script>`
    from = match.index + match[0].length
  })
  return result + html.slice(from)
}

/** Where a page's flight data goes when it leaves the HTML: content-hashed, cached for good. */
export const FLIGHT_DIR = '_next/static/flight'

/**
 * The page without its inline flight data, and that data as a script of its own where the
 * inline scripts were: a classic script, so that the document is still loading when it runs
 * (Next closes the stream once the document is parsed, and a defer script may run after that).
 */
export function withExternalFlight(html: string): {
  html: string
  script: { name: string; js: string } | null
} {
  const flight = inlineFlight(html)
  if (flight.scripts.length === 0) return { html, script: null }
  const js = `(self.__next_f=self.__next_f||[]).push(${JSON.stringify([1, flight.text])})\n`
  const name = `${FLIGHT_DIR}/${crypto.createHash('sha256').update(js).digest('hex').slice(0, 16)}.js`
  let result = ''
  let from = 0
  flight.scripts.forEach((match, index) => {
    result += html.slice(from, match.index)
    if (index === 0) result += `<script src="/${name}"></script>`
    from = match.index + match[0].length
  })
  return { html: result + html.slice(from), script: { name, js } }
}
