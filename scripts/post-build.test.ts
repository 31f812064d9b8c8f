import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'
import { finishExport, firstScript } from './post-build'
import { inlineScriptHashes, policy, policyProblems, sha256, withPolicy } from './post-build/csp'
import { COMPILE_HINT } from './post-build/compile-hints'
import { trustedTypesProblems } from './post-build/trusted-types'
import { FLIGHT_DIR, FLIGHT_QUEUE, inlineFlight } from './lib/export'
import { flightPush, inlineFlightScripts, inlineStyle, fakeExport } from './lib/export-fixtures'

const page = (head: string, body: string) =>
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

test('writes the policy first in <head>, after the charset, with the page’s hashes and the fixed directives', () => {
  const html = withPolicy(page('<title>t</title>', '<script>x()</script>'))
  assert.match(
    html,
    /^<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/,
  )
  const late = withPolicy(
    '<!DOCTYPE html><html><head><title>t</title><meta charSet="utf-8"/></head><body></body></html>',
  )
  assert.match(late, /<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/)
  assert.equal(late.split('charSet').length, 2, 'the charset, moved to the first bytes, once')
  const content = html.match(/content="([^"]+)"/)![1]!
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
    "require-trusted-types-for 'script'",
    'trusted-types default',
  ]) {
    assert.ok(content.split('; ').includes(directive), directive)
  }
  assert.deepEqual(policyProblems(html), [])
})

test('rewriting a page twice leaves one up-to-date policy', () => {
  const once = withPolicy(page('', '<script>x()</script>'))
  const twice = withPolicy(once.replace('x()', 'y()'))
  assert.equal(twice.match(/Content-Security-Policy/g)!.length, 1)
  assert.ok(twice.includes(sha256('y()')))
  assert.ok(!twice.includes(sha256('x()')))
})

test('fails on inline code that a hash cannot allow', () => {
  assert.throws(() => withPolicy(page('', '<button onclick="go()">x</button>')), /onclick/)
  assert.throws(() => withPolicy(page('', '<a href="javascript:go()">x</a>')), /javascript:/)
})

test('finds a missing or permissive policy', () => {
  assert.deepEqual(policyProblems(page('', '<script>x()</script>')), [
    'the policy is not the first element of <head>',
  ])
  const loose = withPolicy(page('', '')).replace(
    "script-src 'self'",
    "script-src 'self' 'unsafe-inline' 'strict-dynamic'",
  )
  assert.deepEqual(policyProblems(loose), [
    "script-src allows 'unsafe-inline'",
    "script-src allows 'strict-dynamic'",
  ])
})

const CSS = '.a{color:red}'
const STYLE = inlineStyle(CSS, '/_next/s.css')
/** The stream as Next writes it with inlineCss: the stylesheet's text in a text row. */
const STREAM = `1:T${Buffer.byteLength(CSS).toString(16)},${CSS}2:["$","p",null,{}]\n`

/** An export as Next writes it: two pages, each with its stream inline and its payload beside it. */
function nextExport(overrides: Record<string, string> = {}): string {
  const html = page(STYLE, `<p>Olá</p>${inlineFlightScripts(STREAM)}`)
  return fakeExport({
    '_next/s.css': CSS,
    'index.html': html,
    'index.txt': STREAM,
    'sobre/index.html': html.replace('Olá', 'Sobre'),
    'sobre/index.txt': STREAM,
    'robots.txt': 'User-Agent: *\n',
    ...overrides,
  })
}

test('finishes every page of an export: stylesheet once, flight data apart, policies first', () => {
  const dir = nextExport()
  assert.deepEqual(finishExport(dir), { pages: 2, emptied: 4, hinted: 0 })
  const trustedTypes = firstScript(dir)
  for (const file of ['index.html', 'sobre/index.html']) {
    const finished = fs.readFileSync(path.join(dir, file), 'utf8')
    assert.ok(finished.includes('<head><meta charSet="utf-8"/><meta http-equiv='), file)
    assert.deepEqual(policyProblems(finished), [], file)
    assert.deepEqual(trustedTypesProblems(finished, trustedTypes), [], file)
    assert.equal(inlineFlight(finished).scripts.length, 0, file)
    const script = finished.match(/<script src="(\/[^"]+)"><\/script>/)?.[1] ?? ''
    assert.ok(script.startsWith(FLIGHT_DIR), file)
    assert.ok(!fs.readFileSync(path.join(dir, script), 'utf8').includes(CSS), file)
    assert.equal(
      fs.readFileSync(path.join(dir, path.dirname(file), 'index.txt'), 'utf8'),
      '1:T0,2:["$","p",null,{}]\n',
    )
  }
  assert.equal(fs.readFileSync(path.join(dir, 'robots.txt'), 'utf8'), 'User-Agent: *\n')
  assert.deepEqual(
    finishExport(dir),
    { pages: 2, emptied: 0, hinted: 0 },
    'a finished export passes again',
  )
})

test('fails the build on a page it cannot make safe, naming the page', () => {
  const dir = fakeExport({ 'contato/index.html': page('', '<button onclick="go()">x</button>') })
  assert.throws(() => finishExport(dir), /^Error: contato\/index\.html: .*onclick/)
})

// What a Next upgrade that writes its export differently leaves behind: the build must fail.
test('fails the build on a page whose flight data it cannot find, naming the page', () => {
  const queue = `self.${FLIGHT_QUEUE}`
  const unknown = `<script>(${queue}=${queue}||[]).push(${JSON.stringify([1, STREAM])})</script>`
  const dir = nextExport({
    'sobre/index.html': page(STYLE, `<p>Sobre</p>${unknown}`),
  })
  assert.throws(
    () => finishExport(dir),
    (error: Error) =>
      error.message.includes('sobre/index.html: inline flight data left in the page') &&
      error.message.includes('sobre/index.html: 0 flight data scripts') &&
      !error.message.includes(' index.html'),
  )
})

test('fails the build on a stylesheet it cannot empty, naming the page', () => {
  const otherRow = `1:T${CSS.length},${CSS}2:["$","p",null,{}]\n`
  const dir = nextExport({
    'sobre/index.html': page(STYLE, `<p>Sobre</p>${inlineFlightScripts(otherRow)}`),
  })
  assert.throws(
    () => finishExport(dir),
    /sobre\/index\.html: stylesheet \/_next\/s\.css is in the page and its RSC data 2 times/,
  )
})

test('fails the build on flight data put back into a finished page', () => {
  const dir = nextExport()
  finishExport(dir)
  const file = path.join(dir, 'sobre/index.html')
  const finished = fs.readFileSync(file, 'utf8')
  fs.writeFileSync(file, finished.replace('</body>', `${flightPush('3:{}\n')}</body>`))
  assert.throws(() => finishExport(dir), /sobre\/index\.html: 2 flight data scripts/)
})

test('hints the chunks pages start with for eager compiling, once, and not the chunks loaded later', () => {
  const chunk = (name: string) => `<script src="/_next/static/chunks/${name}" async=""></script>`
  const dir = nextExport({
    'index.html': page(STYLE + chunk('shared.js') + chunk('home.js'), inlineFlightScripts(STREAM)),
    'sobre/index.html': page(STYLE + chunk('shared.js'), inlineFlightScripts(STREAM)),
    '_next/static/chunks/shared.js': 'shared()',
    '_next/static/chunks/home.js': 'home()',
    '_next/static/chunks/later.js': 'later()',
  })
  const chunkText = (name: string) =>
    fs.readFileSync(path.join(dir, '_next/static/chunks', name), 'utf8')
  assert.equal(finishExport(dir).hinted, 2)
  assert.equal(chunkText('shared.js'), `${COMPILE_HINT}shared()`)
  assert.equal(chunkText('home.js'), `${COMPILE_HINT}home()`)
  assert.equal(chunkText('later.js'), 'later()')
})
