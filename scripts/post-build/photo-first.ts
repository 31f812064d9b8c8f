// On a page that preloads a hero photo (its largest paint), the chunks wait for that photo: their
// tags and preloads come out and one script at the end of <body> (programs/loader.ts) adds them
// back, in order, once the photo is in. Other pages keep Next's own tags: nothing competes there.
// (A/B in docs/performance.md.)
import { program } from './programs'
import { getAttr, parseHtml, scriptTags, tokens, walk } from '../lib/export'
import { parse } from 'parse5'

/** The longest the code waits for a photo that never finishes. */
export const LATEST_START_MS = 3000

/** Whether the page preloads a photo at high priority: its hero, the largest paint. */
export function hasHeroPhoto(html: string): boolean {
  let found = false
  walk(parseHtml(html), (element) => {
    const preload = element.tagName === 'link' && tokens(element, 'rel').includes('preload')
    if (
      preload &&
      getAttr(element, 'as') === 'image' &&
      getAttr(element, 'fetchpriority') === 'high'
    )
      found = true
  })
  return found
}

/** The loader of these chunks, as the build writes it. */
const loaderFor = (chunks: string[]) => program('loader', { CHUNKS: chunks, LATEST_START_MS })

/** The page with its chunk tags and preloads replaced by the loader (a page with a hero photo). */
export function withPhotoFirst(html: string): string {
  const chunks = [
    ...new Set(
      scriptTags(html)
        .filter((tag) => !tag.noModule)
        .map((tag) => tag.url),
    ),
  ]
  if (chunks.length === 0) throw new Error('[photo-first] no chunk tags to hold back')
  const cuts: [number, number][] = []
  walk(parse(html, { sourceCodeLocationInfo: true }), (element) => {
    const at = element.sourceCodeLocation
    const url = getAttr(element, element.tagName === 'link' ? 'href' : 'src')
    const isChunkTag =
      (element.tagName === 'script' || element.tagName === 'link') &&
      url !== undefined &&
      chunks.includes(url) &&
      getAttr(element, 'nomodule') === undefined
    if (isChunkTag && at) cuts.push([at.startOffset, at.endOffset])
  })
  const page = cuts
    .sort(([a], [b]) => b - a)
    .reduce((text, [start, end]) => text.slice(0, start) + text.slice(end), html)
  const end = page.lastIndexOf('</body>')
  return `${page.slice(0, end)}<script>${loaderFor(chunks)}</script>${page.slice(end)}`
}
