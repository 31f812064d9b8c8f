// Next 16 writes the font preload on every page but the not-found page (its font manifest is
// keyed by the page file, and the not-found render looks it up under another name). The
// pages share one layout and one font, so the missing preload is copied from the home page.
const FONT_PRELOAD = /<link rel="preload" href="[^"]+" as="font"[^>]*\/>/g

export function fontPreloads(html) {
  return html.match(FONT_PRELOAD) ?? []
}

export function withFontPreloads(html, preloads) {
  if (fontPreloads(html).length > 0 || preloads.length === 0) return html
  const charset = html.match(/<meta charSet="utf-8"\/>/)
  const at =
    charset?.index === undefined ? html.indexOf('</head>') : charset.index + charset[0].length
  return html.slice(0, at) + preloads.join('') + html.slice(at)
}
