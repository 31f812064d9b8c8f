// vercel.json, public/_headers (Netlify, Cloudflare Pages) and serve.json (local server and
// browser tests) must send the same security headers.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { test } from 'node:test'

const SECURITY = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
}
const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=0, must-revalidate'

const fromJson = (file) =>
  JSON.parse(fs.readFileSync(file, 'utf8')).headers.map((rule) => ({
    source: rule.source,
    headers: Object.fromEntries(rule.headers.map(({ key, value }) => [key, value])),
  }))

function fromHeadersFile(file) {
  const rules = []
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue
    if (!line.startsWith(' ')) rules.push({ source: line.trim(), headers: {} })
    else {
      const [key, ...value] = line.trim().split(':')
      rules.at(-1).headers[key] = value.join(':').trim()
    }
  }
  return rules
}

for (const [file, read] of [
  ['vercel.json', fromJson],
  ['serve.json', fromJson],
  ['public/_headers', fromHeadersFile],
]) {
  test(`${file} sends the security headers on every path and caches static assets for good`, () => {
    const [all, assets] = read(file)
    const { 'Cache-Control': htmlCache, ...security } = all.headers
    assert.deepEqual(security, SECURITY)
    if (htmlCache !== undefined) assert.equal(htmlCache, REVALIDATE)
    assert.match(assets.source, /_next\/static/)
    assert.deepEqual(assets.headers, { 'Cache-Control': IMMUTABLE })
  })
}
