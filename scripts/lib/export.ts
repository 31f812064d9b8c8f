// Helpers shared by the checkers that read the static export (out/).
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse, type DefaultTreeAdapterTypes } from 'parse5'

export type HtmlNode = DefaultTreeAdapterTypes.Node
export type HtmlElement = DefaultTreeAdapterTypes.Element

/** The site's origin, as the pages were built with it. */
export { SITE_URL } from '../../config/settings.mjs'

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
