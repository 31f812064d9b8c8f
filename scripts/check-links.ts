// Catches what no browser test walks: an internal link, #fragment, asset or sprite icon on any
// exported page (<noscript> included) that does not resolve, and new-tab links without noopener
// noreferrer. Usage: tsx scripts/check-links.ts [out]
import fs from 'node:fs'
import path from 'node:path'
import {
  SITE_URL,
  getAttr,
  htmlFiles,
  parseHtml,
  routeOf,
  srcsetUrls,
  tokens,
  walk,
  type HtmlElement,
} from './lib/export'

const SITE_HOST = new URL(SITE_URL).host

type Anchor = { href: string; element: HtmlElement }
type Asset = { tag: string; url: string; symbol?: boolean }
type Problem = { page: string; ref: string; problem: string }

export function readPage(html: string) {
  const ids = new Set<string>()
  const anchors: Anchor[] = []
  const assets: Asset[] = []
  walk(parseHtml(html), (element) => {
    const id = getAttr(element, 'id')
    if (id) ids.add(id)
    const name = element.tagName === 'a' && getAttr(element, 'name')
    if (name) ids.add(name)

    const href = getAttr(element, 'href')
    if (element.tagName === 'a' && href !== undefined) anchors.push({ href, element })
    if (element.tagName === 'link' && href) assets.push({ tag: 'link href', url: href })
    // Icons are <use href="/icons.svg#name">: the sprite must exist and hold that symbol.
    if (element.tagName === 'use' && href) assets.push({ tag: 'use href', url: href, symbol: true })
    const src = getAttr(element, 'src')
    if ((element.tagName === 'script' || element.tagName === 'img') && src)
      assets.push({ tag: `${element.tagName} src`, url: src })
    for (const attr of ['srcset', 'imagesrcset']) {
      const value = getAttr(element, attr)
      if (value) for (const url of srcsetUrls(value)) assets.push({ tag: attr, url })
    }
  })
  return { ids, anchors, assets }
}

function resolvePath(dir: string, pathname: string): string | undefined {
  let rel: string
  try {
    rel = decodeURIComponent(pathname).replace(/^\/+/, '')
  } catch {
    return undefined
  }
  const candidates =
    rel === '' || rel.endsWith('/')
      ? [`${rel}index.html`]
      : path.posix.extname(rel)
        ? [rel]
        : [`${rel}/index.html`, `${rel}.html`]
  return candidates.find((file) =>
    fs.statSync(path.join(dir, file), { throwIfNoEntry: false })?.isFile(),
  )
}

function internalUrl(raw: string, route: string): URL | null {
  const url = URL.canParse(raw, SITE_URL + route) ? new URL(raw, SITE_URL + route) : null
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.host !== SITE_HOST) return null
  return url
}

function checkAnchor(
  { href, element }: Anchor,
  route: string,
  dir: string,
  idsOf: (file: string) => Set<string>,
): string | null {
  const raw = href.trim()
  if (raw === '') return null
  if (/^javascript:/i.test(raw)) return 'javascript: URL instead of a real link'
  if (!URL.canParse(raw, SITE_URL + route)) return 'malformed URL'
  const url = new URL(raw, SITE_URL + route)
  if (!['http:', 'https:'].includes(url.protocol)) return null

  if (url.host !== SITE_HOST) {
    const rel = tokens(element, 'rel')
    const blank = getAttr(element, 'target')?.toLowerCase() === '_blank'
    if (blank && !(rel.includes('noopener') && rel.includes('noreferrer')))
      return 'target="_blank" to another site without rel="noopener noreferrer"'
    return null
  }

  const file = resolvePath(dir, url.pathname)
  if (!file) return `${url.pathname} was not exported`
  const hashAt = raw.indexOf('#')
  if (hashAt === -1 || !file.endsWith('.html')) return null
  const fragment = raw.slice(hashAt + 1)
  if (fragment === '') return 'empty fragment "#"'
  let id: string
  try {
    id = decodeURIComponent(fragment)
  } catch {
    return `malformed fragment "#${fragment}"`
  }
  // The HTML spec scrolls "#top" to the top of the page even without such an id.
  if (id.toLowerCase() === 'top' || idsOf(file).has(id)) return null
  return `no element with id "${id}" on ${routeOf(file)}`
}

function checkAsset({ url: raw, symbol }: Asset, route: string, dir: string): string | null {
  const url = internalUrl(raw.trim(), route)
  if (!url) return null
  const file = resolvePath(dir, url.pathname)
  if (!file) return `${url.pathname} does not exist`
  if (!symbol) return null
  const id = decodeURIComponent(url.hash.slice(1))
  const sprite = fs.readFileSync(path.join(dir, file), 'utf8')
  return sprite.includes(`id="${id}"`) ? null : `${url.pathname} has no symbol "${id}"`
}

export function checkLinks(dir: string) {
  const files = htmlFiles(dir)
  const pages = new Map(
    files.map((file) => [file, readPage(fs.readFileSync(path.join(dir, file), 'utf8'))]),
  )
  const idsOf = (file: string) => pages.get(file)?.ids ?? new Set<string>()
  const problems: Problem[] = []
  let links = 0
  let assets = 0
  for (const [file, page] of pages) {
    const route = routeOf(file)
    for (const anchor of page.anchors) {
      links++
      const problem = checkAnchor(anchor, route, dir, idsOf)
      if (problem) problems.push({ page: route, ref: `<a href="${anchor.href}">`, problem })
    }
    for (const asset of page.assets) {
      assets++
      const problem = checkAsset(asset, route, dir)
      if (problem) problems.push({ page: route, ref: `${asset.tag} "${asset.url}"`, problem })
    }
  }
  return { pages: files.length, links, assets, problems }
}
