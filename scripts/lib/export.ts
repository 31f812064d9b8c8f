import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse, type DefaultTreeAdapterTypes } from 'parse5'

type HtmlNode = DefaultTreeAdapterTypes.Node
export type HtmlElement = DefaultTreeAdapterTypes.Element

export { SITE_URL } from '../../config/settings'

export function isMain(moduleUrl: string): boolean {
  return (
    Boolean(process.argv[1]) && moduleUrl === pathToFileURL(path.resolve(process.argv[1]!)).href
  )
}

/** The export's files outside _next/ that `keep` keeps, as sorted paths with forward slashes. */
const siteFiles = (dir: string, keep: (file: string) => boolean): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.startsWith('_next/') && keep(file))
    .sort()

/** What public/ holds, as paths in the export: served as it is, never one of the site's pages. */
const publicFiles = (from = 'public') =>
  new Set(fs.existsSync(from) ? siteFiles(from, () => true) : [])

/** The pages Next rendered: a file dropped in public/ (a verification file) is left as it is. */
export const htmlFiles = (dir: string, dropped = publicFiles()) =>
  siteFiles(dir, (file) => file.endsWith('.html') && !dropped.has(file))

// Next's export format, named only here: a change fails the post-build's guard until fixed here.

const FLIGHT_QUEUE = '__next_f'

const FLIGHT_SCRIPT = new RegExp(
  String.raw`<script>(?:\(self\.${FLIGHT_QUEUE}=self\.${FLIGHT_QUEUE}\|\|\[\]\)\.push\(\[0\]\)|` +
    String.raw`self\.${FLIGHT_QUEUE}\.push\((\[.*?\])\))</script>`,
  'gs',
)

/** The RSC data a page carries inline, as one text. */
export function inlineFlight(html: string): string {
  const chunks = [...html.matchAll(FLIGHT_SCRIPT)].flatMap(([, chunk]) =>
    chunk === undefined ? [] : [JSON.parse(chunk) as [number, string]],
  )
  const other = chunks.find((chunk) => chunk[0] !== 1)
  if (other) throw new Error(`unexpected flight chunk of type ${other[0]}`)
  return chunks.map((chunk) => chunk[1]).join('')
}

export const isFlightScript = (text: string) =>
  new RegExp(`^${FLIGHT_SCRIPT.source}$`, 's').test(`<script>${text}</script>`)

export const CHUNK_DIR = '/_next/static/chunks/'

const TURBOPACK_BOOTSTRAP =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{.*\})\);$/s

export function turbopackBootstrapChunks(text: string): string[] | null {
  const json = text.match(TURBOPACK_BOOTSTRAP)?.[1]
  if (json === undefined) return null
  const { otherChunks = [] } = JSON.parse(json) as { otherChunks?: string[] }
  return otherChunks.map((chunk) => `/_next/${chunk}`)
}

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

export function routeOf(file: string): string {
  return '/' + file.replace(/(^|\/)index\.html$/, '$1')
}

// Scripting off parses <noscript> content as markup, so its links are checked too.
export function parseHtml(html: string): DefaultTreeAdapterTypes.Document {
  return parse(html, { scriptingEnabled: false })
}

const isElement = (node: HtmlNode): node is HtmlElement => 'tagName' in node

export function walk(node: HtmlNode, visit: (element: HtmlElement) => void): void {
  if (isElement(node)) visit(node)
  if ('childNodes' in node) for (const child of node.childNodes) walk(child, visit)
  if ('content' in node) walk(node.content, visit)
}

export function textOf(node: HtmlNode): string {
  if (!('childNodes' in node)) return ''
  return node.childNodes.map((child) => ('value' in child ? child.value : textOf(child))).join('')
}

export function getAttr(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value
}

export function tokens(element: HtmlElement, name: string): string[] {
  return (getAttr(element, name) ?? '').toLowerCase().split(/\s+/).filter(Boolean)
}

export function srcsetUrls(value: string): string[] {
  const urls: string[] = []
  let rest = value
  while ((rest = rest.replace(/^[\s,]+/, ''))) {
    const url = rest.match(/^\S+/)![0]
    rest = rest.slice(url.length)
    // Trailing commas end a candidate without descriptors.
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
