// Holds each page's chunks until the page has loaded (lib/scripts-after-load.ts says why): their
// <script async> and preload tags come out of the page, and one inline script at the end of
// <body> adds them back, in the same order, once the photos and the font are in.
import { parse } from 'parse5'
import { startScriptsAfterLoad } from '../../lib/scripts-after-load'
import { CHUNK_DIR, getAttr, tokens, walk } from '../lib/export'
import { headScript } from './head-script'

/** The longest the code waits for a page whose photo or font never finishes. */
export const LATEST_START_MS = 3000

/**
 * The page with its chunk scripts and their preloads replaced by the loader, and the chunks the
 * loader starts, in order; the page unchanged and no chunk when it loads none by tag (a page
 * already rewritten). The no-module polyfill stays as it is.
 */
export function withScriptsAfterLoad(html: string): { html: string; chunks: string[] } {
  const cuts: [number, number][] = []
  const urls: string[] = []
  walk(parse(html, { sourceCodeLocationInfo: true }), (element) => {
    const at = element.sourceCodeLocation
    if (!at) return
    const isChunk = (url: string | undefined) => url?.startsWith(CHUNK_DIR) ?? false
    const src = getAttr(element, 'src')
    const href = getAttr(element, 'href')
    const script =
      element.tagName === 'script' && isChunk(src) && getAttr(element, 'nomodule') === undefined
    const preload =
      element.tagName === 'link' &&
      tokens(element, 'rel').includes('preload') &&
      getAttr(element, 'as') === 'script' &&
      isChunk(href)
    if (!script && !preload) return
    cuts.push([at.startOffset, at.endOffset])
    const url = (script ? src : href)!
    if (!urls.includes(url)) urls.push(url)
  })
  if (urls.length === 0) return { html, chunks: [] }
  const loader = headScript(
    `(${startScriptsAfterLoad.toString()})(window,document,${JSON.stringify(urls)},${LATEST_START_MS})`,
  )
  const page = cuts
    .sort(([a], [b]) => b - a)
    .reduce((text, [start, end]) => text.slice(0, start) + text.slice(end), html)
  const end = page.lastIndexOf('</body>')
  if (end === -1) throw new Error('no </body> to hold the script loader')
  return { html: `${page.slice(0, end)}<script>${loader}</script>${page.slice(end)}`, chunks: urls }
}
