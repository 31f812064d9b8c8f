// Moves a page's flight (RSC) data out of its HTML, which stays within the first flight of a slow
// line: the stream goes to a content-hashed script, cached for good.
import crypto from 'node:crypto'
import { FLIGHT_BOOTSTRAP, FLIGHT_DIR, FLIGHT_QUEUE, type InlineFlight } from '../lib/export'

/**
 * The page without its inline flight scripts, and `text` (their stream, edited or not) as a script
 * of its own where they were, the bootstrap first (one script less, and one hash less in the
 * policy): a classic script, so that the document is still loading when it runs (Next closes the
 * stream once the document is parsed, and a defer script may run after that). `name` is the
 * script's path in the export.
 */
export function withExternalFlight(
  html: string,
  { scripts }: InlineFlight,
  text: string,
): { html: string; script: { name: string; js: string } | null } {
  if (scripts.length === 0) return { html, script: null }
  const queue = `self.${FLIGHT_QUEUE}`
  const js = `${FLIGHT_BOOTSTRAP};${queue}.push(${JSON.stringify([1, text])})\n`
  const hash = crypto.createHash('sha256').update(js).digest('hex').slice(0, 16)
  const name = `${FLIGHT_DIR.slice(1)}${hash}.js`
  let result = ''
  let from = 0
  scripts.forEach((match, index) => {
    result += html.slice(from, match.index)
    if (index === 0) result += `<script src="/${name}"></script>`
    from = match.index + match[0].length
  })
  return { html: result + html.slice(from), script: { name, js } }
}
