import assert from 'node:assert/strict'
import { test } from 'node:test'
import vm from 'node:vm'
import { pageProblems } from './check-csp.mjs'
import {
  FALLBACK_MS,
  INERT_TYPE,
  LOADER,
  withChunksAfterFirstPaint,
} from './post-build/after-first-paint.mjs'
import { inlineScriptHashes, policy, sha256, withPolicy } from './post-build/csp.mjs'
import { fontPreloads, withFontPreloads } from './post-build/font-preloads.mjs'

const page = (head, body) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`

test('hashes each executable inline script once, skipping data blocks and external scripts', () => {
  const html = page(
    '<script src="/a.js" async=""></script>',
    '<script>one()</script><script>one()</script><script type="module">two()</script>' +
      '<script type="application/ld+json">{"a":1}</script>',
  )
  assert.deepEqual(inlineScriptHashes(html), [sha256('one()'), sha256('two()')])
  assert.equal(sha256('one()'), "'sha256-HR7iaask9daLMRRskMI++QeJtjWDOjyPA6lGzYGzKW4='")
})

test('writes the policy first in <head>, with the page’s hashes and the fixed directives', () => {
  const html = withPolicy(page('<title>t</title>', '<script>x()</script>'))
  assert.match(
    html,
    /^<!DOCTYPE html><html lang="pt-BR"><head><meta http-equiv="Content-Security-Policy"/,
  )
  const content = html.match(/content="([^"]+)"/)[1]
  assert.equal(content, policy([sha256('x()')]))
  for (const directive of [
    "default-src 'self'",
    `script-src 'self' ${sha256('x()')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://images.unsplash.com",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ]) {
    assert.ok(content.split('; ').includes(directive), directive)
  }
  assert.deepEqual(pageProblems(html), [])
})

test('rewriting a page twice leaves one up-to-date policy', () => {
  const once = withPolicy(page('', '<script>x()</script>'))
  const twice = withPolicy(once.replace('x()', 'y()'))
  assert.equal(twice.match(/Content-Security-Policy/g).length, 1)
  assert.ok(twice.includes(sha256('y()')))
  assert.ok(!twice.includes(sha256('x()')))
})

test('fails on inline code that a hash cannot allow', () => {
  assert.throws(() => withPolicy(page('', '<button onclick="go()">x</button>')), /onclick/)
  assert.throws(() => withPolicy(page('', '<a href="javascript:go()">x</a>')), /javascript:/)
})

test('the check reports a missing, stale or permissive policy', () => {
  assert.deepEqual(pageProblems(page('', '<script>x()</script>')), [
    'the policy is not the first element of <head>',
  ])
  const stale = withPolicy(page('', '<script>x()</script>')).replace('x()', 'y()')
  assert.deepEqual(pageProblems(stale), ['the policy does not match the page’s inline scripts'])
  const loose = withPolicy(page('', '')).replace(
    "script-src 'self'",
    "script-src 'self' 'unsafe-inline'",
  )
  assert.ok(pageProblems(loose).includes("script-src allows 'unsafe-inline'"))
})

test('copies the font preload to a page that lacks it, and leaves the others alone', () => {
  const preload =
    '<link rel="preload" href="/_next/static/media/f.woff2" as="font" crossorigin="" type="font/woff2"/>'
  const home = page(preload, '')
  assert.deepEqual(fontPreloads(home), [preload])
  assert.equal(withFontPreloads(home, [preload]), home)
  const notFound = withFontPreloads(page('<title>404</title>', ''), [preload])
  assert.ok(
    notFound.startsWith(
      `<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>${preload}`,
    ),
  )
})

const nextPage = page(
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>' +
    '<script src="/_next/static/chunks/main.js" async=""></script>' +
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<h1>Oi</h1><script>self.__next_f.push([0])</script>' +
    '<script src="/_next/static/chunks/late.js" async=""></script>',
)

test('makes the chunk scripts inert, keeping their src, and ends the body with their loader', () => {
  const html = withChunksAfterFirstPaint(nextPage)
  assert.deepEqual(
    [...html.matchAll(/<script type="([^"]+)" src="([^"]+)"><\/script>/g)].map((m) => m.slice(1)),
    [
      [INERT_TYPE, '/_next/static/chunks/main.js'],
      [INERT_TYPE, '/_next/static/chunks/late.js'],
    ],
  )
  assert.doesNotMatch(html, /async=""/)
  assert.doesNotMatch(html, /rel="preload" as="script"/)
  assert.match(html, /<script src="\/_next\/static\/chunks\/polyfills.js" noModule="">/)
  assert.match(html, /<script>self.__next_f.push\(\[0\]\)<\/script>/)
  assert.ok(html.endsWith(`<script>${LOADER}</script></body></html>`))
  assert.equal(withChunksAfterFirstPaint(html), html)
})

test('fails the build when Next writes its chunk scripts in a form it does not know', () => {
  assert.throws(
    () => withChunksAfterFirstPaint(page('<script type="module" src="/x.js"></script>', '')),
    /no async chunk <script>/,
  )
})

// A stand-in for the browser APIs the loader uses.
function runLoader({ paintTiming, paints = [] }) {
  const inert = ['/a.js', '/b.js'].map((src) => ({
    getAttribute: () => src,
    replaceWith(live) {
      this.replacedBy = live
    },
  }))
  const observers = []
  const timers = []
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource']
    constructor(callback) {
      this.callback = callback
      this.disconnected = false
      observers.push(this)
    }
    observe(options) {
      assert.deepEqual({ ...options }, { type: 'paint', buffered: true })
    }
    disconnect() {
      this.disconnected = true
    }
  }
  const context = {
    self: { PerformanceObserver },
    document: {
      querySelectorAll: (selector) => {
        assert.equal(selector, `script[type="${INERT_TYPE}"]`)
        return inert.filter((script) => !script.replacedBy)
      },
      createElement: (tag) => ({ tag }),
    },
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
  }
  vm.runInNewContext(LOADER, context)
  const paint = (name) =>
    observers.forEach((observer) =>
      observer.callback(
        { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
        observer,
      ),
    )
  paints.forEach(paint)
  return { inert, observers, timers, paint }
}

test('the loader makes the chunks live at the first contentful paint, once', () => {
  const early = runLoader({ paintTiming: true, paints: ['first-paint'] })
  assert.ok(
    early.inert.every((script) => !script.replacedBy),
    'a first paint without content waits',
  )

  early.paint('first-contentful-paint')
  assert.deepEqual(
    early.inert.map((script) => script.replacedBy),
    [
      { tag: 'script', src: '/a.js' },
      { tag: 'script', src: '/b.js' },
    ],
  )
  assert.ok(early.observers[0].disconnected)

  const [fallback] = early.timers
  assert.equal(fallback.ms, FALLBACK_MS)
  const before = early.inert.map((script) => script.replacedBy)
  fallback.callback()
  assert.deepEqual(
    early.inert.map((script) => script.replacedBy),
    before,
    'the fallback does not load twice',
  )
})

test('the loader falls back to a timer when no paint is reported, and starts at once without paint timing', () => {
  const hidden = runLoader({ paintTiming: true })
  assert.ok(hidden.inert.every((script) => !script.replacedBy))
  hidden.timers[0].callback()
  assert.ok(hidden.inert.every((script) => script.replacedBy))

  const old = runLoader({ paintTiming: false })
  assert.equal(old.observers.length, 0)
  assert.ok(old.inert.every((script) => script.replacedBy))
})
