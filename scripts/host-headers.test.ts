// Catches the hosts' header files drifting apart, and previews losing Vercel's toolbar sign-in.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { pages } from '../content/pages'
import { SECURITY_TXT_PATH } from '../lib/security-txt'
import { trustedTypes } from './post-build/policy'
import { HOST_FILES, headersFor, type HostFile } from './lib/host-headers'

const SECURITY = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  // What a <meta> policy cannot say.
  'Content-Security-Policy': `frame-ancestors 'none'; ${trustedTypes(false)}`,
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
}
const SHAREABLE = [
  '/og-image.png',
  '/favicon.ico',
  '/favicon.svg',
  '/apple-touch-icon.png',
  '/icons/icon-192.png',
  '/brand/logo.png',
]
const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=0, must-revalidate'
const CHUNK = '/_next/static/chunks/a1b2c3.js'

/** The last rule's value, as Vercel and Netlify send it. */
const last = (file: HostFile, path: string, environment?: string) =>
  Object.fromEntries(
    Object.entries(headersFor(file, path, environment)).map(([key, values]) => [
      key,
      values.at(-1),
    ]),
  )

/** Each header from one rule only, so no host's order matters. */
function once(file: HostFile, path: string, environment?: string) {
  const sent = headersFor(file, path, environment)
  for (const [key, values] of Object.entries(sent)) assert.equal(values.length, 1, `${key} ${path}`)
  return last(file, path, environment)
}

for (const file of HOST_FILES) {
  test(`${file} sends each page the security headers, and has it revalidated`, () => {
    for (const { path } of Object.values(pages)) {
      const { 'Cache-Control': cache = REVALIDATE, ...security } = once(file, path)
      assert.deepEqual([security, cache], [SECURITY, REVALIDATE], path)
    }
  })

  test(`${file} has static assets cached for good, and lets other sites show the share image and the icons`, () => {
    assert.equal(last(file, CHUNK)['Cache-Control'], IMMUTABLE)
    for (const path of SHAREABLE)
      assert.equal(last(file, path)['Cross-Origin-Resource-Policy'], 'cross-origin', path)
  })

  test(`${file} serves security.txt as UTF-8 plain text, as RFC 9116 asks`, () => {
    assert.equal(last(file, SECURITY_TXT_PATH)['Content-Type'], 'text/plain; charset=utf-8')
  })
}

test('vercel.ts lets a preview’s toolbar sign in through a window and create its own policies', () => {
  assert.deepEqual(once('vercel.ts', pages.about.path, 'preview'), {
    ...once('vercel.ts', pages.about.path),
    'Content-Security-Policy': `frame-ancestors 'none'; ${trustedTypes(true)}`,
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  })
  for (const environment of ['production', 'development', undefined])
    assert.deepEqual(
      once('vercel.ts', pages.about.path, environment),
      once('serve.json', pages.about.path),
    )
})
