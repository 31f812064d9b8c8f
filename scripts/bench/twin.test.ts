import assert from 'node:assert/strict'
import { test } from 'node:test'
import { hasScripts, withoutScripts } from './twin'

test('takes out every script and script preload, and nothing else', () => {
  const page =
    '<html><head><link rel="preload" as="script" href="/a.js"><link rel="modulepreload" href="/m.js">' +
    '<link rel="preload" as="font" href="/f.woff2"><script src="/a.js" async></script>' +
    '<script>theme()</script></head><body><p>Olá</p><script type="application/ld+json">{}</script>' +
    '<noscript><p>Sem scripts</p></noscript><script src="/flight.js"></script></body></html>'
  assert.equal(
    withoutScripts(page),
    '<html><head><link rel="preload" as="font" href="/f.woff2"></head><body><p>Olá</p>' +
      '<noscript><p>Sem scripts</p></noscript></body></html>',
  )
})

test('tells a page with code from its twin', () => {
  const page = '<html><body><p>Olá</p><script src="/a.js"></script></body></html>'
  assert.equal(hasScripts(page), true)
  assert.equal(hasScripts(withoutScripts(page)), false)
})
