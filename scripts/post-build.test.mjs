import assert from 'node:assert/strict'
import { test } from 'node:test'
import { pageProblems } from './check-csp.mjs'
import { inlineScriptHashes, policy, sha256, withPolicy } from './post-build/csp.mjs'

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
