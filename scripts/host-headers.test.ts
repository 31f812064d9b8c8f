// Catches a host sent other headers than config/headers.ts gives (a pattern or a rule lost in
// its form), a page policy weakened, and previews losing Vercel's toolbar sign-in.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { headerRules, HOSTS_DEFAULT_CACHE, trustedTypes } from '../config/headers'
import { pages } from '../content/pages'
import { SECURITY_TXT_PATH } from '../lib/security-txt'
import { HOSTS, headersFor, type Host } from './lib/host-headers'

const PATHS = [
  ...Object.values(pages).map((page) => page.path),
  '/_next/static/chunks/a1b2c3.js',
  '/_next/static/media/brand.woff2',
  '/og-image.png',
  '/icons/icon-192.png',
  '/brand/logo.png',
  SECURITY_TXT_PATH,
]
const ENVIRONMENTS = ['production', 'preview']

/** What config/headers.ts gives `path`: each header the last matching rule's value. */
function meant(path: string, environment: string): Record<string, string> {
  const matches = (pattern: string) =>
    pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern
  const rules = headerRules(environment === 'preview')
  return Object.assign(
    {},
    ...rules.filter((rule) => rule.paths.some(matches)).map((r) => r.headers),
  )
}

/** The last rule's value, as Vercel, Netlify and the local server send it. */
function sent(host: Host, path: string, environment: string) {
  const values = Object.entries(headersFor(host, path, environment))
  return Object.fromEntries(values.map(([key, all]) => [key, all.at(-1)!]))
}

for (const host of HOSTS) {
  test(`${host} sends each path what config/headers.ts gives it`, () => {
    for (const environment of ENVIRONMENTS)
      for (const path of PATHS)
        assert.deepEqual(
          { 'Cache-Control': HOSTS_DEFAULT_CACHE, ...sent(host, path, environment) },
          { 'Cache-Control': HOSTS_DEFAULT_CACHE, ...meant(path, environment) },
          `${environment} ${path}`,
        )
  })
}

test('Cloudflare, which joins what two rules give, sends a file one Cache-Control', () => {
  for (const path of PATHS)
    assert.ok((headersFor('Netlify and Cloudflare Pages', path)['Cache-Control'] ?? []).length <= 1)
})

test('a page is sent a policy Mozilla’s Observatory grades A+, kept strict in production', () => {
  const page = meant(pages.about.path, 'production')
  const [, maxAge, subdomains] = /^max-age=(\d+)(; includeSubDomains)?/.exec(
    page['Strict-Transport-Security'] ?? '',
  )!
  assert.ok(Number(maxAge) >= 31_536_000 && subdomains, 'HSTS: a year or more, subdomains too')
  assert.equal(page['Content-Security-Policy'], `frame-ancestors 'none'; ${trustedTypes(false)}`)
  assert.deepEqual(
    [page['X-Content-Type-Options'], page['X-Frame-Options'], page['Referrer-Policy']],
    ['nosniff', 'DENY', 'strict-origin-when-cross-origin'],
  )
  assert.deepEqual(
    [page['Cross-Origin-Opener-Policy'], page['Cross-Origin-Resource-Policy']],
    ['same-origin', 'same-origin'],
  )
})

test('a preview lets Vercel’s toolbar sign in through a window and create its own policies', () => {
  assert.deepEqual(meant(pages.about.path, 'preview'), {
    ...meant(pages.about.path, 'production'),
    'Content-Security-Policy': `frame-ancestors 'none'; ${trustedTypes(true)}`,
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  })
})
