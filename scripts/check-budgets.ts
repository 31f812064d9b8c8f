// Catches a page too heavy for a phone, the site's own code grown past its room, or framer-motion's
// components loaded (gzip -9 bytes).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import {
  CHUNK_DIR,
  isFlightScript,
  SITE_URL,
  getAttr,
  htmlFiles,
  parseHtml,
  routeOf,
  textOf,
  tokens,
  turbopackBootstrapChunks,
  walk,
} from './lib/export'
import { sourcesOf, textBySource, type SourceMap } from './lib/source-map'

// Each budget, today's figures and its room: docs/performance.md, "Budgets".
export const KB = 1024
export const SITE_JS_BUDGET = 20 * KB
const CSS_BUDGET = 12 * KB
const HEAD_BUDGET = 13 * KB
export const HTML_BUDGET = 50 * KB
const RSC_DATA_BUDGET = 29 * KB
const FONT_FILE_BUDGET = 50 * KB

// The framework's code, whatever its next version brings: Next, React, the bundler's runtime and
// the text no mapping covers (its module wrappers).
const FRAMEWORK_MODULE =
  /^turbopack:\/\/\/\[turbopack\]\/|\/node_modules\/(next|react|react-dom|scheduler|@swc\/helpers)\/|^$/
const FRAMER_MOTION_MODULE = /\/node_modules\/framer-motion\//
const REACT_MODULE = /\.[jt]sx$/
const IMPORTS_REACT = /\bfrom\s*["']react(\/[\w-]+)?["']|\brequire\(\s*["']react["']\s*\)/

const SITE_HOST = new URL(SITE_URL).host

export type Page = {
  route: string
  js: number
  data: number
  css: number
  head: number
  html: number
  fonts: { file: string; size: number }[]
  /** The site's own code (all but the framework's) and its modules; null without source maps. */
  siteJs: { total: number; modules: { source: string; size: number }[] } | null
  framerMotion: string[]
  missing: string[]
}

const gzipSize = (content: zlib.InputType) => zlib.gzipSync(content, { level: 9 }).length

/** The name without its weight part: plus_jakarta_sans_latin_wght_normal-s.p.<hash>.woff2. */
function fontKey(file: string): string {
  const stem = path.posix.basename(file).split(/[-.]/)[0] ?? ''
  return stem
    .split('_')
    .filter((part) => !/^(\d+|wght|variable)$/.test(part))
    .join('_')
}

function fontFaceWoff2(css: string, base: string): string[] {
  const files: string[] = []
  for (const [rule] of css.matchAll(/@font-face\s*{[^}]*}/g)) {
    for (const [, , url] of rule.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
      const { host, pathname } = new URL(url!, SITE_URL + base)
      if (host === SITE_HOST && pathname.endsWith('.woff2')) files.push(pathname)
    }
  }
  return files
}

type Chunk = { file: string; js: string; map: SourceMap | null }

function readChunk(dir: string, sitePath: string): Chunk {
  const js = fs.readFileSync(path.join(dir, sitePath), 'utf8')
  const url = js.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1]
  if (!url) return { file: sitePath, js, map: null }
  const mapPath = new URL(url, SITE_URL + sitePath).pathname
  const map = JSON.parse(fs.readFileSync(path.join(dir, mapPath), 'utf8')) as SourceMap
  return { file: sitePath, js, map }
}

const framerMotionReactModules = (map: SourceMap) =>
  sourcesOf(map)
    .filter(
      ({ source, content }) =>
        FRAMER_MOTION_MODULE.test(source) &&
        (REACT_MODULE.test(source) || IMPORTS_REACT.test(content)),
    )
    .map(({ source }) => source)

const moduleName = (source: string) => source.replace(/^turbopack:\/\/\/\[project\]\//, '')

/**
 * What the site adds to the framework's code on a page, gzipped as one text, and by module; a chunk
 * without a map counts whole. Null for an export without source maps (production's).
 */
function siteJavaScript(chunks: Chunk[]): Page['siteJs'] {
  if (chunks.every(({ map }) => !map)) return null
  const own = new Map<string, string>()
  for (const { file, js, map } of chunks) {
    const texts = map ? textBySource(js, map) : new Map([[`${file} [no source map]`, js]])
    for (const [source, text] of texts)
      if (!FRAMEWORK_MODULE.test(source)) own.set(source, (own.get(source) ?? '') + text)
  }
  const modules = [...own].map(([source, text]) => ({
    source: moduleName(source),
    size: gzipSize(text),
  }))
  return {
    total: gzipSize([...own.values()].join('\n')),
    modules: modules.sort((a, b) => b.size - a.size),
  }
}

function measurePage(dir: string, htmlFile: string): Page {
  const route = routeOf(htmlFile)
  const html = fs.readFileSync(path.join(dir, htmlFile))
  const refs = { js: new Set<string>(), css: new Set<string>(), font: new Set<string>() }
  const inlineCss: string[] = []
  const flight: string[] = []
  walk(parseHtml(html.toString('utf8')), (element) => {
    const rel = tokens(element, 'rel')
    const as = getAttr(element, 'as')?.toLowerCase()
    const href = getAttr(element, 'href')
    const src = getAttr(element, 'src')
    if (element.tagName === 'script' && src && getAttr(element, 'nomodule') === undefined)
      refs.js.add(src)
    if (element.tagName === 'script' && !src) {
      const text = textOf(element)
      if (isFlightScript(text)) flight.push(text)
      turbopackBootstrapChunks(text)?.forEach((url) => refs.js.add(url))
      for (const [url] of text.matchAll(new RegExp(`${CHUNK_DIR}[\\w-]+\\.js`, 'g')))
        refs.js.add(url)
    }
    if (element.tagName === 'style') inlineCss.push(textOf(element))
    if (element.tagName !== 'link' || !href) return
    if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script'))
      refs.js.add(href)
    if (rel.includes('stylesheet')) refs.css.add(href)
    if (rel.includes('preload') && as === 'font') refs.font.add(href)
  })

  const missing: string[] = []
  const resolve = (urls: Iterable<string>) => {
    const paths = new Set<string>()
    for (const raw of urls) {
      if (!URL.canParse(raw, SITE_URL + route)) {
        missing.push(raw)
        continue
      }
      const url = new URL(raw, SITE_URL + route)
      const file = path.join(dir, decodeURIComponent(url.pathname))
      if (url.host !== SITE_HOST) missing.push(`${raw} (another origin: cannot be measured)`)
      else if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) missing.push(raw)
      else paths.add(url.pathname)
    }
    return [...paths]
  }
  const read = (sitePath: string) => fs.readFileSync(path.join(dir, decodeURIComponent(sitePath)))

  const js = resolve(refs.js)
  const css = resolve(refs.css)
  const fontFaces = [
    ...css.flatMap((file) => fontFaceWoff2(read(file).toString('utf8'), file)),
    ...inlineCss.flatMap((text) => fontFaceWoff2(text, route)),
    ...resolve(refs.font),
  ]
  const fonts = [...new Set(fontFaces)].map((file) => ({ file, size: read(file).length }))
  const chunks = js.map((file) => readChunk(dir, file))
  return {
    route,
    js: chunks.reduce((sum, { js }) => sum + gzipSize(js), 0),
    data: gzipSize(flight.join('')),
    css:
      css.reduce((sum, file) => sum + gzipSize(read(file)), 0) +
      (inlineCss.length > 0 ? gzipSize(inlineCss.join('')) : 0),
    head: gzipSize(html.subarray(0, html.indexOf('</head>'))),
    html: gzipSize(html),
    fonts,
    siteJs: siteJavaScript(chunks),
    framerMotion: chunks.flatMap(({ map }) => (map ? framerMotionReactModules(map) : [])),
    missing,
  }
}

const kb = (bytes: number) => (bytes / KB).toFixed(1)

function budgetProblems(page: Page): string[] {
  const problems: string[] = []
  // Over a budget, what it is made of: what to compare with main's run (`check:export` prints it).
  const over = (name: string, bytes: number, budget: number, made?: () => string) => {
    if (bytes <= budget) return
    const of = made ? ` (the largest parts: ${made()})` : ''
    problems.push(`${name} ${kb(bytes)} KB > ${budget / KB} KB${of}`)
  }
  const largest = (page.siteJs?.modules ?? []).slice(0, 5)
  over("the site's own JavaScript", page.siteJs?.total ?? 0, SITE_JS_BUDGET, () =>
    largest.map(({ source, size }) => `${source} ${kb(size)} KB`).join(', '),
  )
  over('CSS', page.css, CSS_BUDGET)
  const parts = () =>
    `<head> ${kb(page.head)} KB, RSC data ${kb(page.data)} KB, CSS ${kb(page.css)} KB`
  over('<head>', page.head, HEAD_BUDGET, () => `CSS ${kb(page.css)} KB`)
  over('HTML', page.html, HTML_BUDGET, parts)
  over('RSC data', page.data, RSC_DATA_BUDGET)
  for (const font of page.fonts) over(`font ${font.file}`, font.size, FONT_FILE_BUDGET)
  const seen = new Map<string, string>()
  for (const { file } of page.fonts) {
    const key = fontKey(file)
    if (seen.has(key)) problems.push(`loads two files of font ${key}: ${seen.get(key)}, ${file}`)
    seen.set(key, file)
  }
  // A reading of the maps that found nothing of the site's would let any growth through.
  if (page.siteJs?.total === 0) problems.push("the source maps name no module of the site's")
  for (const reactModule of page.framerMotion)
    problems.push(`JavaScript includes framer-motion's React layer (${reactModule})`)
  for (const ref of page.missing) problems.push(`referenced file missing: ${ref}`)
  return problems
}

export function checkBudgets(dir: string): (Page & { problems: string[] })[] {
  return htmlFiles(dir)
    .filter((file) => /(^|\/)(index|404)\.html$/.test(file))
    .map((file) => {
      const page = measurePage(dir, file)
      return { ...page, problems: budgetProblems(page) }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}
