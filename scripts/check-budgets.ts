// Catches a page too heavy for a phone, or loading framer-motion's components (gzip -9 bytes).
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

// Why each budget, and how framer-motion is found: docs/performance.md, "Budgets".
export const KB = 1024
const JS_BUDGET = 155 * KB
const CSS_BUDGET = 12 * KB
const HEAD_BUDGET = 10 * KB
export const HTML_BUDGET = 28 * KB
const RSC_DATA_BUDGET = 12 * KB
const FONT_FILE_BUDGET = 50 * KB

const FRAMER_MOTION_MODULE = /\/node_modules\/framer-motion\//
const REACT_MODULE = /\.[jt]sx$/
const IMPORTS_REACT = /\bfrom\s*["']react(\/[\w-]+)?["']|\brequire\(\s*["']react["']\s*\)/

type SourceMap = {
  sources?: string[]
  sourcesContent?: (string | null)[]
  sections?: { map: SourceMap }[]
}

const SITE_HOST = new URL(SITE_URL).host

export type Page = {
  route: string
  js: number
  data: number
  css: number
  head: number
  html: number
  fonts: { file: string; size: number }[]
  /** null when the chunks carry no source map. */
  framerMotion: string[] | null
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

function framerMotionReactModules(dir: string, sitePath: string): string[] | null {
  const js = fs.readFileSync(path.join(dir, sitePath), 'utf8')
  const url = js.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1]
  if (!url) return null
  const mapPath = new URL(url, SITE_URL + sitePath).pathname
  const map = JSON.parse(fs.readFileSync(path.join(dir, mapPath), 'utf8')) as SourceMap
  return (map.sections?.map((section) => section.map) ?? [map]).flatMap(
    ({ sources = [], sourcesContent = [] }) =>
      sources.filter(
        (source, index) =>
          FRAMER_MOTION_MODULE.test(source) &&
          (REACT_MODULE.test(source) || IMPORTS_REACT.test(sourcesContent[index] ?? '')),
      ),
  )
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
  const framerMotion = js.map((file) => framerMotionReactModules(dir, file))
  return {
    route,
    js: js.reduce((sum, file) => sum + gzipSize(read(file)), 0),
    data: gzipSize(flight.join('')),
    css:
      css.reduce((sum, file) => sum + gzipSize(read(file)), 0) +
      (inlineCss.length > 0 ? gzipSize(inlineCss.join('')) : 0),
    head: gzipSize(html.subarray(0, html.indexOf('</head>'))),
    html: gzipSize(html),
    fonts,
    framerMotion: framerMotion.some(Boolean) ? framerMotion.flatMap((found) => found ?? []) : null,
    missing,
  }
}

const kb = (bytes: number) => (bytes / KB).toFixed(1)

function budgetProblems(page: Page): string[] {
  const problems: string[] = []
  const over = (name: string, bytes: number, budget: number) => {
    if (bytes > budget) problems.push(`${name} ${kb(bytes)} KB > ${budget / KB} KB`)
  }
  over('JavaScript', page.js, JS_BUDGET)
  over('CSS', page.css, CSS_BUDGET)
  over('<head>', page.head, HEAD_BUDGET)
  over('HTML', page.html, HTML_BUDGET)
  over('RSC data', page.data, RSC_DATA_BUDGET)
  for (const font of page.fonts) over(`font ${font.file}`, font.size, FONT_FILE_BUDGET)
  const seen = new Map<string, string>()
  for (const { file } of page.fonts) {
    const key = fontKey(file)
    if (seen.has(key)) problems.push(`loads two files of font ${key}: ${seen.get(key)}, ${file}`)
    seen.set(key, file)
  }
  for (const reactModule of page.framerMotion ?? [])
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
