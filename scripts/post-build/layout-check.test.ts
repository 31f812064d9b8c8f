import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'
import { FLIGHT_BOOTSTRAP, FLIGHT_DIR, FLIGHT_QUEUE } from '../lib/export'
import { flightPush, inlineStyle, fakeExport } from '../lib/export-fixtures'
import { copiesOf, layoutProblems } from './layout-check'

const CSS = '.a{color:red}.b{content:"é"}'
const FLIGHT = `${FLIGHT_DIR}abc.js`
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`

/** A finished page: the stylesheet once, in its <style>; its flight data, bootstrap included, apart. */
const finished = (extra = '') =>
  page(inlineStyle(CSS, '/_next/s.css'), `<script src="${FLIGHT}"></script>${extra}`)

/** A finished export of one page, with these files added or replaced. */
const finishedExport = (files: Record<string, string> = {}) =>
  fakeExport({
    '_next/s.css': CSS,
    [FLIGHT.slice(1)]: 'push([1,"0:{}"])',
    'index.html': finished(),
    'index.txt': '1:T0,',
    ...files,
  })

test('counts a stylesheet’s copies as written and JSON-escaped', () => {
  const escaped = JSON.stringify(CSS).slice(1, -1)
  assert.equal(copiesOf(CSS, [`<style>${CSS}</style>`, `1:T1d,${CSS}`, `"${escaped}"`, '']), 3)
  assert.equal(copiesOf(CSS, [`<style>${CSS}</style><script>x("${escaped}")</script>`]), 2)
  assert.equal(copiesOf('.a{}', ['.a{}.a{}']), 2)
})

test('passes a page as the post-build leaves it', () => {
  assert.deepEqual(layoutProblems(finishedExport()), [])
})

test('finds inline flight data, in any form, and flight data not moved out once', () => {
  const dir = finishedExport({
    'index.html': page(
      inlineStyle(CSS, '/_next/s.css'),
      `<script>${FLIGHT_BOOTSTRAP}</script>${flightPush('0:{}\n')}`,
    ),
    'sobre/index.html': finished(`<script>self.${FLIGHT_QUEUE}.push([1,"x"]);x()</script>`),
    'sobre/index.txt': '',
    'contato/index.html': finished(`<script src="${FLIGHT_DIR}other.js"></script>`),
    'contato/index.txt': '',
  })
  assert.deepEqual(layoutProblems(dir), [
    `contato/index.html: 2 flight data scripts in ${FLIGHT_DIR}, not one`,
    `contato/index.html: missing ${FLIGHT_DIR}other.js`,
    'index.html: inline flight data left in the page',
    `index.html: 0 flight data scripts in ${FLIGHT_DIR}, not one`,
    'sobre/index.html: inline flight data left in the page',
  ])
})

test('finds a stylesheet in a page and its RSC data more than once', () => {
  const json = JSON.stringify(CSS)
  const dir = finishedExport({
    [FLIGHT.slice(1)]: `push([1,${JSON.stringify(`1:T1d,${CSS}`)}])`,
    '__next._full.txt': `2:["$","style","0",{"children":${json}}]`,
  })
  assert.deepEqual(layoutProblems(dir), [
    'index.html: stylesheet /_next/s.css is in the page and its RSC data 3 times',
  ])
})

test('finds a page without an inline stylesheet, and an export without RSC payloads', () => {
  const dir = finishedExport({
    'index.html': finished().replace(inlineStyle(CSS, '/_next/s.css'), `<style>${CSS}</style>`),
  })
  fs.rmSync(path.join(dir, 'index.txt'))
  assert.deepEqual(layoutProblems(dir), [
    'index.html: no inline stylesheet found',
    'no RSC payloads beside the pages',
  ])
})
