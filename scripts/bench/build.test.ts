import assert from 'node:assert/strict'
import { test } from 'node:test'
import { withoutScripts } from './build'

test('the twin: every script and script preload taken out, and nothing else', () => {
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
