// What an export holds: its routes, which of them show a photo, and which photo files they ask for.
import fs from 'node:fs'
import path from 'node:path'
import { htmlFiles, routeOf } from '../lib/export.mjs'
import { ROUTE_ORDER } from './config.mjs'
import { parsePhotoRequest } from './photo-sizes.mjs'

/** The pages of an export (the 404 and Next's internal pages left out), in ROUTE_ORDER first. */
export function exportRoutes(dir) {
  const routes = htmlFiles(dir)
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .map(routeOf)
    .filter((route) => !/^\/(404|_)/.test(route))
  const rank = (route) => {
    const index = ROUTE_ORDER.indexOf(route)
    return index === -1 ? ROUTE_ORDER.length : index
  }
  return routes.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

export function pageHtml(dir, route) {
  return fs.readFileSync(path.join(dir, route.slice(1), 'index.html'), 'utf8')
}

/** The photo URLs in a page (src, srcset and preload hints), unique, as written. */
export function photoUrls(html, origin) {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(`${escaped}/[^\\s"',]+`, 'g')
  const urls = (html.match(pattern) ?? []).map((url) => url.replaceAll('&amp;', '&'))
  return [...new Set(urls)]
}

/** The distinct { id, width, quality } photo files the given pages can ask the origin for. */
export function photoFiles(pages, origin) {
  const files = new Map()
  for (const html of pages) {
    for (const url of photoUrls(html, origin)) {
      const request = parsePhotoRequest(url.slice(origin.length))
      if (request) files.set(`${request.id} ${request.width} ${request.quality}`, request)
    }
  }
  return [...files.values()]
}
