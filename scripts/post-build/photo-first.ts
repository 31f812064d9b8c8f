// Why only pages with a hero photo: docs/performance.md, "When the code runs".
import { program } from './programs'
import { getAttr, parseHtml, scriptTags, tokens, walk } from '../lib/export'
import { parse } from 'parse5'

/** The longest the code waits for a photo that never finishes. */
export const LATEST_START_MS = 3000

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

const loaderFor = (chunks: string[]) => program('loader', { CHUNKS: chunks, LATEST_START_MS })

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
