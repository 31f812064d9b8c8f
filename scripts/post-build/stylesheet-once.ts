// experimental.inlineCss writes the stylesheet into each page's <style> and, as text, into its RSC
// data again, twice with Turbopack (vercel/next.js#98079, #98110): three copies per page. React
// finds the <style> by its href when it hydrates or navigates and never reads that text, so this
// step empties the copies. Remove it when Next writes a reference instead (vercel/next.js#98397,
// or #98241 with #98084): the build then reports that it emptied none.
import { inlineFlight, withInlineFlight } from './flight'

/** The stylesheet paths a page's <style> elements carry, from their data-href. */
export function inlinedStylesheets(html: string): Set<string> {
  const hrefs = new Set<string>()
  for (const [, value = ''] of html.matchAll(/<style[^>]*\sdata-href="([^"]*)"/g)) {
    for (const href of value.split(/\s+/).filter(Boolean)) hrefs.add(href)
  }
  return hrefs
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

/** The page with the stylesheets' text emptied from its inline flight data. */
export function withStylesheetOnce(html: string, stylesheets: string[]) {
  const flight = inlineFlight(html)
  const { text, emptied } = withoutStylesheetText(flight.text, stylesheets)
  return { html: emptied ? withInlineFlight(html, flight, text) : html, emptied }
}
