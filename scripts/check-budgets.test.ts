import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'
import {
  CSS_BUDGET,
  FONT_FILE_BUDGET,
  FRAMER_MOTION_MARKERS,
  HTML_BUDGET,
  JS_BUDGET,
  budgetProblems,
  checkBudgets,
  fontKey,
  gzipSize,
  measurePage,
} from './check-budgets'
import { CHUNK_DIR, FLIGHT_DIR } from './lib/export'
import { fakeExport } from './lib/export-fixtures'

const nodeModules = fileURLToPath(new URL('../node_modules/', import.meta.url))
const FONT = '/_next/static/media/plus_jakarta_sans_latin_wght_normal-s.p.abc123.woff2'

/** The measures of the one page of a fake export. */
function onlyPage(dir: string) {
  const [measured, ...others] = checkBudgets(dir)
  assert.ok(measured && others.length === 0, 'one page')
  return measured
}

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="pt-BR"><head>${head}</head><body>${body}</body></html>`

// Random bytes do not compress, so the gzipped size is about the raw size.
const incompressible = (bytes: number) => crypto.randomBytes(bytes)

test('counts the CSS a page inlines in <style> as CSS, beside its stylesheets', () => {
  const inline = '.a{color:red}'.repeat(30) + '.b{color:blue}'.repeat(30)
  const dir = fakeExport({
    '_next/a.css': 'body{margin:0}',
    'index.html': page(`<style>${inline}</style><link rel="stylesheet" href="/_next/a.css">`),
  })
  const measured = measurePage(dir, 'index.html')
  assert.equal(
    measured.css,
    gzipSize(Buffer.from('body{margin:0}')) + gzipSize(Buffer.from(inline)),
  )
})

test('sums scripts, script preloads and module preloads once each, without nomodule', () => {
  const files = {
    '_next/a.js': 'console.log("a")'.repeat(50),
    '_next/b.js': 'console.log("b")'.repeat(60),
    '_next/c.js': 'console.log("c")'.repeat(70),
    '_next/d.js': 'console.log("d")'.repeat(80),
    '_next/legacy.js': incompressible(300 * 1024),
    '_next/a.css': 'body{color:red}'.repeat(40),
  }
  const html = page(
    `<link rel="stylesheet" href="/_next/a.css"><link rel="preload" as="script" href="/_next/a.js">
     <link rel="modulepreload" href="/_next/c.js"><link rel="preload" as="script" href="/_next/d.js">
     <script src="/_next/a.js?v=2" async=""></script>
     <script src="/_next/b.js"></script><script src="/_next/legacy.js" noModule=""></script>`,
  )
  const dir = fakeExport({ ...files, 'index.html': html })
  const measured = measurePage(dir, 'index.html')
  const gz = (file: keyof typeof files) => gzipSize(Buffer.from(files[file]))
  assert.equal(measured.route, '/')
  assert.equal(
    measured.js,
    gz('_next/a.js') + gz('_next/b.js') + gz('_next/c.js') + gz('_next/d.js'),
  )
  assert.equal(measured.css, gz('_next/a.css'))
  assert.equal(measured.html, gzipSize(Buffer.from(html)))
  assert.deepEqual(budgetProblems(measured), [])
})

test('reports JavaScript, CSS and HTML over budget, naming the page', () => {
  const dir = fakeExport({
    'contato/index.html': page(
      '<script src="/big.js"></script><link rel="stylesheet" href="/big.css">',
      `<!-- ${incompressible(HTML_BUDGET * 1.2).toString('base64')} -->`,
    ),
    'big.js': incompressible(JS_BUDGET + 1024),
    'big.css': incompressible(CSS_BUDGET + 1024),
  })
  const result = onlyPage(dir)
  assert.equal(result.route, '/contato/')
  const [js = '', css = '', html = ''] = result.problems
  assert.match(js, /^JavaScript 156\.\d KB > 155 KB$/)
  assert.match(css, /^CSS 13\.\d KB > 12 KB$/)
  assert.match(html, /^HTML \d+\.\d KB > 15 KB$/)
})

test('counts the RSC data the post-build moved out apart from the code', () => {
  const data = `push(${JSON.stringify([1, '2:["$","p",null,{}]'.repeat(40)])})`
  const flight = `${FLIGHT_DIR}abc.js`
  const dir = fakeExport({
    [flight.slice(1)]: data,
    '_next/code.js': 'console.log(1)',
    'index.html': page(
      '',
      `<script src="/_next/code.js"></script><script src="${flight}"></script>`,
    ),
  })
  const measured = measurePage(dir, 'index.html')
  assert.equal(measured.js, gzipSize(Buffer.from('console.log(1)')))
  assert.equal(measured.data, gzipSize(Buffer.from(data)))
  assert.deepEqual(budgetProblems(measured), [])
})

test('measures the font files the stylesheet’s @font-face rules load', () => {
  const css = `@font-face{font-family:sans;src:url(../media/${path.basename(FONT)})format("woff2")}
    @font-face{font-family:fallback;src:local(Arial)}`
  const dir = fakeExport({
    '_next/static/chunks/a.css': css,
    [FONT.slice(1)]: 'woff2',
    'index.html': page('<link rel="stylesheet" href="/_next/static/chunks/a.css">'),
  })
  const { fonts, problems } = onlyPage(dir)
  assert.deepEqual(fonts, [{ file: FONT, size: 5 }])
  assert.deepEqual(problems, [])
})

test('reports heavy font files and two files of the same family', () => {
  const other = '/_next/static/media/plus_jakarta_sans_latin_700_normal-s.p.def456.woff2'
  const dir = fakeExport({
    [FONT.slice(1)]: incompressible(FONT_FILE_BUDGET + 1),
    [other.slice(1)]: 'woff2',
    'index.html': page(
      `<link rel="preload" href="${FONT}" as="font" crossorigin=""/>
       <link rel="preload" href="${other}" as="font" crossorigin=""/>`,
    ),
  })
  const { fonts, problems } = onlyPage(dir)
  assert.equal(fonts.length, 2)
  assert.deepEqual(problems, [
    `font ${FONT} 50.0 KB > 50 KB`,
    `loads two files of font plus_jakarta_sans_latin_normal: ${FONT}, ${other}`,
  ])
  assert.notEqual(fontKey('inter_latin_wght_normal-s.p.1.woff2'), fontKey(FONT))
})

test('detects framer-motion in the real framer-motion bundles', () => {
  const dist = path.join(nodeModules, 'framer-motion/dist')
  // m + LazyMotion + domAnimation, m alone, the full bundle: its component runtime.
  for (const bundle of ['size-rollup-m-dom-animation.js', 'size-rollup-m.js', 'framer-motion.js']) {
    const dir = fakeExport({
      'index.html': page('<script src="/_next/chunk.js" async=""></script>'),
      '_next/chunk.js': fs.readFileSync(path.join(dist, bundle)),
    })
    const { problems } = onlyPage(dir)
    assert.ok(problems.includes('JavaScript includes framer-motion (/_next/chunk.js)'), bundle)
  }
})

test('does not mistake React, Next.js or the WAAPI animate() for framer-motion components', () => {
  for (const file of [
    'framer-motion/dist/dom-mini.js',
    'react-dom/cjs/react-dom-client.production.js',
    'next/dist/client/index.js',
    'sonner/dist/index.mjs',
  ]) {
    const text = fs.readFileSync(path.join(nodeModules, file), 'utf8')
    for (const marker of FRAMER_MOTION_MARKERS)
      assert.ok(!text.includes(marker), `${marker} in ${file}`)
  }
})

test('reports referenced files that are missing or on another origin', () => {
  const dir = fakeExport({
    '404.html': page(
      '<script src="/_next/gone.js"></script><script src="https://cdn.example/x.js"></script>',
    ),
  })
  const { route, problems } = onlyPage(dir)
  assert.equal(route, '/404.html')
  assert.deepEqual(problems, [
    'referenced file missing: /_next/gone.js',
    'referenced file missing: https://cdn.example/x.js (another origin: cannot be measured)',
  ])
})

test('counts the chunks an inline script loads once the page has loaded', () => {
  const chunk = `${CHUNK_DIR}late.js`
  const code = 'console.log("late")'.repeat(40)
  const dir = fakeExport({
    [chunk.slice(1)]: code,
    'index.html': page('', `<script>start(["${chunk}"])</script>`),
  })
  assert.equal(measurePage(dir, 'index.html').js, gzipSize(Buffer.from(code)))
})
