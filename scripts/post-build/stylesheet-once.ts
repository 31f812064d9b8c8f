// Why, and when to delete it: docs/performance.md, "One stylesheet".
import fs from 'node:fs'
import path from 'node:path'
import { flightScripts, inlineFlight, inlinedStylesheets } from '../lib/export'

export function sharedStylesheets(dir: string, pages: string[]): string[] {
  const [first = [], ...rest] = pages.map(inlinedStylesheets)
  const shared = first.filter((href) => rest.every((hrefs) => hrefs.includes(href)))
  return shared.map((href) => fs.readFileSync(path.join(dir, href), 'utf8'))
}

/** A text row (`<id>:T<hex length>,…`) becomes an empty one; an inline `"children"`, "". */
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
