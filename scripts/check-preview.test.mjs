import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { buildIdOf, comparePages } from './check-preview.mjs'

const page = ({ robots = '', badge = '', body = '<h1>Olá</h1>', script = 'a' } = {}) =>
  `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${script}">` +
  `<link rel="manifest" href="/m">${robots}</head><body>${body}${badge}<script>${script}</script></body></html>`

const NOINDEX = '<meta name="robots" content="noindex">'
const BADGE = '<p data-preview-badge="">Prévia</p>'

test('accepts a preview that only adds noindex and the badge', () => {
  assert.deepEqual(comparePages(page(), page({ robots: NOINDEX, badge: BADGE, script: 'b' })), [])
})

test('keeps the production noindex of pages that are never indexed', () => {
  const robots = '<meta name="robots" content="noindex, follow">'
  assert.deepEqual(comparePages(page({ robots }), page({ robots, badge: BADGE })), [])
})

test('reports a preview without noindex or without the badge', () => {
  assert.deepEqual(comparePages(page(), page({ badge: BADGE })), ['no noindex in the preview'])
  assert.deepEqual(comparePages(page(), page({ robots: NOINDEX })), [
    'no "Prévia" badge in the preview',
  ])
})

test('reports any other difference, and a badge in production', () => {
  const problems = comparePages(
    page(),
    page({ robots: NOINDEX, badge: BADGE, body: '<h1>Oi</h1>' }),
  )
  assert.equal(problems.length, 1)
  assert.match(problems[0], /^other differences/)
  assert.ok(
    comparePages(page({ badge: BADGE }), page({ robots: NOINDEX, badge: BADGE })).includes(
      'the production page carries the badge',
    ),
  )
})

test('reads the build id from the folder that holds the build manifest', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'))
  try {
    for (const folder of ['chunks', 'media', 'x1Y2z3']) {
      fs.mkdirSync(path.join(dir, '_next', 'static', folder), { recursive: true })
    }
    fs.writeFileSync(path.join(dir, '_next', 'static', 'x1Y2z3', '_buildManifest.js'), '')
    assert.equal(buildIdOf(dir), 'x1Y2z3')
    fs.rmSync(path.join(dir, '_next', 'static', 'x1Y2z3'), { recursive: true })
    assert.throws(() => buildIdOf(dir), /no build manifest/)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
