// Why: docs/security.md, "Each page's policy".
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { trustedTypes } from '../../config/headers'
import { IMAGE_HOST, IS_PREVIEW, PREVIEW_TOOLBAR, THEME_STORAGE_KEY } from '../../config/settings'
import { VERCEL_SCRIPTS } from '../../lib/analytics'
import { palettes } from '../../lib/palette'
import { scriptUrlPattern } from './programs/trusted-types'
import { CHUNK_DIR, getAttr, parseHtml, textOf, walk } from '../lib/export'
import { program } from './programs'

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

export function sha256(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

const toolbar = (directive: keyof typeof PREVIEW_TOOLBAR.sources) =>
  IS_PREVIEW ? PREVIEW_TOOLBAR.sources[directive] : []

export function policy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes, ...toolbar('script-src')].join(' '),
    ["style-src 'self' 'unsafe-inline'", ...toolbar('style-src')].join(' '),
    [`img-src 'self' data: ${IMAGE_HOST}`, ...toolbar('img-src')].join(' '),
    ["font-src 'self'", ...toolbar('font-src')].join(' '),
    ["connect-src 'self'", ...toolbar('connect-src')].join(' '),
    ...(IS_PREVIEW ? [['frame-src', ...toolbar('frame-src')].join(' ')] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    trustedTypes(IS_PREVIEW),
  ].join('; ')
}

export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  walk(parseHtml(html), (element) => {
    if (element.tagName !== 'script' || getAttr(element, 'src') !== undefined) return
    const type = (getAttr(element, 'type') ?? '').trim().toLowerCase()
    if (EXECUTABLE_TYPES.has(type)) scripts.push(textOf(element))
  })
  return scripts
}

function inlineCodeOutsideScripts(html: string): string[] {
  const found: string[] = []
  walk(parseHtml(html), (element) => {
    for (const attr of element.attrs) {
      if (/^on/i.test(attr.name)) found.push(`<${element.tagName} ${attr.name}> inline handler`)
      if (/^\s*javascript:/i.test(attr.value))
        found.push(`<${element.tagName} ${attr.name}="javascript:…">`)
    }
  })
  return found
}

/** `?dpl=<id>` under Skew Protection (NEXT_DEPLOYMENT_ID), which the runtime adds too; else ''. */
function chunkQuery(pages: string[]): string {
  const queries = new Set<string>()
  const src = new RegExp(`\\ssrc="${CHUNK_DIR}[^"?]+(\\?[^"]*)?"`, 'g')
  for (const html of pages) for (const [, query = ''] of html.matchAll(src)) queries.add(query)
  if (queries.size > 1) throw new Error(`chunks asked with different queries: ${[...queries]}`)
  return [...queries][0] ?? ''
}

export function scriptUrls(dir: string, pages: string[]): RegExp {
  const chunkFolder = path.join(dir, CHUNK_DIR)
  const code = fs
    .readdirSync(chunkFolder)
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(chunkFolder, file), 'utf8'))
    .join('\n')
  return scriptUrlPattern({
    chunkDir: CHUNK_DIR,
    chunkQuery: chunkQuery(pages),
    paths: Object.values(VERCEL_SCRIPTS).filter((url) => code.includes(url)),
    origins: IS_PREVIEW ? [PREVIEW_TOOLBAR.origin] : [],
  })
}

export function headProgram(urls: RegExp): string {
  return program('head', {
    SCRIPT_URLS: urls.source,
    ANY_MARKUP: IS_PREVIEW,
    THEME_STORAGE_KEY,
    THEME_COLORS: { light: palettes.light.background, dark: palettes.dark.background },
  })
}

const CHARSET = /<meta charset="[^"]*"\/?>/i

// The charset stays first in <head>: it must be within the page's first 1024 bytes.
export function withPolicy(html: string, head: string): string {
  const problems = inlineCodeOutsideScripts(html)
  if (problems.length) throw new Error(`inline code a hash cannot allow: ${problems.join(', ')}`)
  const charset = html.match(CHARSET)?.[0] ?? '<meta charSet="utf-8"/>'
  const page = html.replace(CHARSET, '')
  const open = page.match(/<head(\s[^>]*)?>/)
  if (!open || open.index === undefined) throw new Error('no <head> to hold the policy')
  const at = open.index + open[0].length
  const script = `<script>${head}</script>`
  const hashes = [...new Set([head, ...inlineScripts(page)].map(sha256))]
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy(hashes)}"/>`
  return page.slice(0, at) + charset + meta + script + page.slice(at)
}
