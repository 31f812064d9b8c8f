import assert from 'node:assert/strict'
import vm from 'node:vm'
import { test } from 'node:test'
import { LATEST_START_MS, withScriptsAfterLoad } from './scripts-after-load'

const CHUNK = '/_next/static/chunks/'
const page =
  '<!DOCTYPE html><html><head>' +
  `<link rel="preload" as="script" fetchPriority="low" href="${CHUNK}c.js"/>` +
  `<script src="${CHUNK}a.js" async=""></script><script src="${CHUNK}b.js?dpl=1" async=""></script>` +
  '</head><body><p>Olá</p>' +
  `<script src="${CHUNK}c.js" async=""></script><script src="${CHUNK}poly.js" noModule=""></script>` +
  '<script src="/_next/static/flight/f.js"></script></body></html>'

/** What the loader adds to the page when the load event comes, and the longest it waits. */
function started(html: string): { added: string[]; latestMs: number } {
  const loader = html.match(/<script>([^<]*)<\/script><\/body>/)?.[1]
  assert.ok(loader, 'an inline script, last in <body>')
  const added: string[] = []
  const listeners: Array<() => void> = []
  let latestMs = 0
  vm.runInNewContext(loader, {
    window: {
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      setTimeout: (_: () => void, ms: number) => (latestMs = ms),
    },
    document: {
      readyState: 'interactive',
      createElement: () => ({}),
      body: {
        appendChild: (script: { src: string; async: boolean }) =>
          added.push(`${script.src} ${script.async}`),
      },
    },
  })
  assert.deepEqual(added, [], 'nothing before the load event')
  listeners.forEach((listener) => listener())
  return { added, latestMs }
}

test('takes out the chunks’ tags and preloads, and adds them back in order after the load', () => {
  const { html: out, chunks } = withScriptsAfterLoad(page)
  assert.deepEqual(chunks, [`${CHUNK}c.js`, `${CHUNK}a.js`, `${CHUNK}b.js?dpl=1`])
  assert.ok(!out.includes(`${CHUNK}a.js" async`) && !out.includes('rel="preload"'))
  assert.ok(
    out.includes(`<script src="${CHUNK}poly.js" noModule=""></script>`),
    'the polyfill stays',
  )
  assert.ok(
    out.includes('<script src="/_next/static/flight/f.js"></script><script>'),
    'after the flight data',
  )
  assert.deepEqual(started(out), {
    added: [`${CHUNK}c.js false`, `${CHUNK}a.js false`, `${CHUNK}b.js?dpl=1 false`],
    latestMs: LATEST_START_MS,
  })
})

test('leaves a page without chunk tags as it is, so a second pass changes nothing', () => {
  const once = withScriptsAfterLoad(page).html
  assert.deepEqual(withScriptsAfterLoad(once), { html: once, chunks: [] })
})
