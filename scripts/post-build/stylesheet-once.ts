// experimental.inlineCss writes the stylesheet into each page's <style> and, as text, into its RSC
// data again, twice with Turbopack (vercel/next.js#98079, #98110): three copies per page. React
// finds the <style> by its href when it hydrates or navigates and never reads that text, so this
// step empties the copies. Remove it when Next writes a reference instead (vercel/next.js#98397,
// or #98241 with #98084): the build then reports that it emptied none.
import fs from 'node:fs'
import path from 'node:path'
import { flightScripts, inlineFlight, inlinedStylesheets } from '../lib/export'

/** The text of the stylesheets every page carries inline: no page needs it from its RSC data. */
export function sharedStylesheets(dir: string, pages: string[]): string[] {
  const [first = [], ...rest] = pages.map(inlinedStylesheets)
  const shared = first.filter((href) => rest.every((hrefs) => hrefs.includes(href)))
  return shared.map((href) => fs.readFileSync(path.join(dir, href), 'utf8'))
}

/**
 * The flight stream without the text of these stylesheets: a text row (`<id>:T<hex length>,…`)
 * becomes an empty one, an inline `"children":"…"` an empty string. Returns the count emptied.
 */
export function withoutStylesheetText(flight: string, stylesheets: string[]) {
  let text = flight
  let emptied = 0
  for (const css of stylesheets) {
    const row = `:T${Buffer.byteLength(css).toString(16)},${css}`
    const inline = `"children":${JSON.stringify(css)}`
    emptied += text.split(row).length - 1 + (text.split(inline).length - 1)
    text = text.replaceAll(row, ':T0,').replaceAll(inline, '"children":""')
  }
  return { text, emptied }
}

/**
 * The page with the stylesheets' text emptied from its inline flight data, which it writes back
 * as one stream where the first flight script was (Next's shape: the bootstrap, then the data).
 */
export function withStylesheetOnce(html: string, stylesheets: string[]) {
  const { scripts, text } = inlineFlight(html)
  if (scripts.length === 0) return { html, emptied: 0 }
  const data = withoutStylesheetText(text, stylesheets)
  let page = ''
  let from = 0
  scripts.forEach((match, index) => {
    page += html.slice(from, match.index) + (index === 0 ? flightScripts(data.text) : '')
    from = match.index + match[0].length
  })
  return { html: page + html.slice(from), emptied: data.emptied }
}
