// Helpers shared by the checkers that read the static export (out/).
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse, type DefaultTreeAdapterTypes } from 'parse5'

export type HtmlNode = DefaultTreeAdapterTypes.Node
export type HtmlElement = DefaultTreeAdapterTypes.Element

/** The site's origin, as the pages were built with it. */
export { SITE_URL } from '../../config/settings'

/** True when the module with this import.meta.url is the script Node was started with. */
export function isMain(moduleUrl: string): boolean {
  return (
    Boolean(process.argv[1]) && moduleUrl === pathToFileURL(path.resolve(process.argv[1]!)).href
  )
}

/** Every exported .html file under dir, as sorted paths relative to dir, skipping _next/. */
export function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('_next/'))
    .sort()
}

// Next's static export as the post-build rewrites it and the checks read it, each part named only
// here: a Next upgrade that changes one is fixed in one place, and until it is, the post-build's
// guard (scripts/post-build/verify.ts) fails the build.

/** The queue, on `self`, that a page's inline flight (RSC) scripts push the stream into. */
export const FLIGHT_QUEUE = '__next_f'

/** Next's first inline flight script, which only creates the queue. */
const FLIGHT_BOOTSTRAP = `(self.${FLIGHT_QUEUE}=self.${FLIGHT_QUEUE}||[]).push([0])`

/**
 * An inline flight script: the bootstrap (FLIGHT_BOOTSTRAP), or one of the stream's
 * `<script>self.__next_f.push([1,"…"])</script>`, whose chunk is group 1.
 */
const FLIGHT_SCRIPT = new RegExp(
  String.raw`<script>(?:\(self\.${FLIGHT_QUEUE}=self\.${FLIGHT_QUEUE}\|\|\[\]\)\.push\(\[0\]\)|` +
    String.raw`self\.${FLIGHT_QUEUE}\.push\((\[.*?\])\))</script>`,
  'gs',
)

export type InlineFlight = { scripts: RegExpExecArray[]; text: string }

/**
 * The page's inline flight stream (the strings of its push scripts, joined) and the script
 * elements it came from, the bootstrap included. Throws on a chunk that is not text, which no
 * step here could move.
 */
export function inlineFlight(html: string): InlineFlight {
  const scripts = [...html.matchAll(FLIGHT_SCRIPT)]
  const chunks = scripts.flatMap(([, chunk]) =>
    chunk === undefined ? [] : [JSON.parse(chunk) as [number, string]],
  )
  const other = chunks.find((chunk) => chunk[0] !== 1)
  if (other) throw new Error(`unexpected flight chunk of type ${other[0]}`)
  return { scripts, text: chunks.map((chunk) => chunk[1]).join('') }
}

/** One flight stream as inline scripts, as Next writes them (`<` escaped, so nothing ends one). */
export function flightScripts(text: string): string {
  const json = JSON.stringify([1, text]).replace(/</g, '\\u003c')
  return `<script>${FLIGHT_BOOTSTRAP}</script><script>self.${FLIGHT_QUEUE}.push(${json})</script>`
}

/** Whether an inline script's text is one of the page's flight scripts. */
export const isFlightScript = (text: string) =>
  new RegExp(`^${FLIGHT_SCRIPT.source}$`, 's').test(`<script>${text}</script>`)

/** Where Turbopack writes the chunks its runtime loads, as the pages address them. */
export const CHUNK_DIR = '/_next/static/chunks/'

/** Turbopack's inline bootstrap (`<script id="_R_">`): what its runtime loads and runs first. */
const TURBOPACK_BOOTSTRAP =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{.*\})\);$/s

/** The chunks Turbopack's bootstrap names, as pages address them; null for any other script. */
export function turbopackBootstrapChunks(text: string): string[] | null {
  const json = text.match(TURBOPACK_BOOTSTRAP)?.[1]
  if (json === undefined) return null
  const { otherChunks = [] } = JSON.parse(json) as { otherChunks?: string[] }
  return otherChunks.map((chunk) => `/_next/${chunk}`)
}

/** The scripts a page names in tags: `<script src>` (no-module or not) and script preloads. */
export function scriptTags(html: string): { url: string; noModule: boolean; preload: boolean }[] {
  const found: { url: string; noModule: boolean; preload: boolean }[] = []
  walk(parseHtml(html), (element) => {
    const src = getAttr(element, 'src')
    if (element.tagName === 'script' && src !== undefined)
      found.push({ url: src, noModule: getAttr(element, 'nomodule') !== undefined, preload: false })
    const href = getAttr(element, 'href')
    const rel = tokens(element, 'rel')
    const isPreload =
      rel.includes('modulepreload') ||
      (rel.includes('preload') && getAttr(element, 'as') === 'script')
    if (element.tagName === 'link' && isPreload && href)
      found.push({ url: href, noModule: false, preload: true })
  })
  return found
}

/** The RSC payloads Next writes beside a page for client navigations. */
const RSC_PAYLOAD = /^(index|__next\..+)\.txt$/

/** Every RSC payload of the export (`index.txt`, `__next.<segments>.txt`), relative to dir. */
export function rscPayloadFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.startsWith('_next/') && RSC_PAYLOAD.test(path.posix.basename(file)))
    .sort()
}

/** The RSC payloads beside a page: those in its folder, for an `index.html`; else none. */
export function rscPayloadsOf(dir: string, htmlFile: string): string[] {
  if (!/(^|\/)index\.html$/.test(htmlFile)) return []
  const folder = path.posix.dirname(htmlFile)
  return fs
    .readdirSync(path.join(dir, folder))
    .filter((file) => RSC_PAYLOAD.test(file))
    .map((file) => path.posix.join(folder, file))
    .sort()
}

/** The stylesheets inlineCss writes into a page's <style> elements, by their data-href. */
export function inlinedStylesheets(html: string): string[] {
  const hrefs = [...html.matchAll(/<style[^>]*\sdata-href="([^"]*)"/g)].flatMap(([, value = '']) =>
    value.split(/\s+/).filter(Boolean),
  )
  return [...new Set(hrefs)]
}

/** The URL path a file is served at: `x/index.html` is `/x/`, `404.html` is `/404.html`. */
export function routeOf(file: string): string {
  return '/' + file.replace(/(^|\/)index\.html$/, '$1')
}

// Scripting off parses <noscript> content as markup, so its links are checked like any other.
export function parseHtml(html: string): DefaultTreeAdapterTypes.Document {
  return parse(html, { scriptingEnabled: false })
}

const isElement = (node: HtmlNode): node is HtmlElement => 'tagName' in node

/** Calls visit(element) for every element, <template> content included. */
export function walk(node: HtmlNode, visit: (element: HtmlElement) => void): void {
  if (isElement(node)) visit(node)
  if ('childNodes' in node) for (const child of node.childNodes) walk(child, visit)
  if ('content' in node) walk(node.content, visit)
}

/** The text inside a node (for a <script>, its source exactly as written). */
export function textOf(node: HtmlNode): string {
  if (!('childNodes' in node)) return ''
  return node.childNodes.map((child) => ('value' in child ? child.value : textOf(child))).join('')
}

export function getAttr(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value
}

/** Space-separated tokens of an attribute, lowercased (rel, as). */
export function tokens(element: HtmlElement, name: string): string[] {
  return (getAttr(element, name) ?? '').toLowerCase().split(/\s+/).filter(Boolean)
}

/** The URLs of a srcset or imagesrcset value. */
export function srcsetUrls(value: string): string[] {
  const urls: string[] = []
  let rest = value
  while ((rest = rest.replace(/^[\s,]+/, ''))) {
    const url = rest.match(/^\S+/)![0]
    rest = rest.slice(url.length)
    // A URL that ends in commas has no descriptors: the commas end the candidate.
    if (url.endsWith(',')) {
      urls.push(url.replace(/,+$/, ''))
      continue
    }
    urls.push(url)
    const comma = rest.indexOf(',')
    rest = comma === -1 ? '' : rest.slice(comma + 1)
  }
  return urls
}
