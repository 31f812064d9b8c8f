// Catches the hosts drifting apart: vercel.json, public/_headers (Netlify, Cloudflare Pages) and serve.json (local server, browser tests) must send the same security, cache and content-type headers.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { test } from 'node:test'
import { SECURITY_TXT_PATH } from '../lib/security-txt'
import { TRUSTED_TYPES } from './post-build/policy'

const SECURITY = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  // The pages' own policies carry the rest; both enforce Trusted Types.
  'Content-Security-Policy': `frame-ancestors 'none'; ${TRUSTED_TYPES}`,
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
}
/** What other sites may show (a link preview, a bookmark): the share image and the icons. */
const SHAREABLE = [
  'og-image.png',
  'favicon.ico',
  'favicon.svg',
  'apple-touch-icon.png',
  'icons/',
  'brand/',
]
const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=0, must-revalidate'

type Rule = { source: string; headers: Record<string, string> }
type JsonRules = { headers: { source: string; headers: { key: string; value: string }[] }[] }

const fromJson = (file: string): Rule[] =>
  (JSON.parse(fs.readFileSync(file, 'utf8')) as JsonRules).headers.map((rule) => ({
    source: rule.source,
    headers: Object.fromEntries(rule.headers.map(({ key, value }) => [key, value])),
  }))

function fromHeadersFile(file: string): Rule[] {
  const rules: Rule[] = []
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue
    if (!line.startsWith(' ')) rules.push({ source: line.trim(), headers: {} })
    else {
      const [key = '', ...value] = line.trim().split(':')
      const rule = rules.at(-1)
      if (rule) rule.headers[key] = value.join(':').trim()
    }
  }
  return rules
}

for (const [file, read] of [
  ['vercel.json', fromJson],
  ['serve.json', fromJson],
  ['public/_headers', fromHeadersFile],
] as const) {
  test(`${file} sends the security headers on every path and caches static assets for good`, () => {
    const [all, assets] = read(file)
    assert.ok(all && assets, `${file} has a rule for every path and one for static assets`)
    const { 'Cache-Control': htmlCache, ...security } = all.headers
    assert.deepEqual(security, SECURITY)
    if (htmlCache !== undefined) assert.equal(htmlCache, REVALIDATE)
    assert.match(assets.source, /_next\/static/)
    assert.deepEqual(assets.headers, { 'Cache-Control': IMMUTABLE })
  })

  test(`${file} lets other sites show the share image and the icons`, () => {
    const sources = read(file)
      .filter((rule) => rule.headers['Cross-Origin-Resource-Policy'] === 'cross-origin')
      .map((rule) => rule.source.replaceAll('\\', ''))
      .join(' ')
    for (const shareable of SHAREABLE) assert.ok(sources.includes(shareable), shareable)
  })

  test(`${file} serves security.txt as UTF-8 plain text, as RFC 9116 asks`, () => {
    const rule = read(file).find((rule) => `/${rule.source}`.endsWith(SECURITY_TXT_PATH))
    assert.deepEqual(rule?.headers, { 'Content-Type': 'text/plain; charset=utf-8' })
  })
}
