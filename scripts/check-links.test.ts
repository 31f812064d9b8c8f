import assert from 'node:assert/strict'
import { test } from 'node:test'
import { checkLinks } from './check-links'
import { srcsetUrls } from './lib/export'
import { fakeExport } from './lib/export-fixtures'

const page = (body: string) =>
  `<!doctype html><html lang="pt-BR"><head><title>t</title></head><body>${body}</body></html>`

/** Problems reported for a home page with this body, next to a /servicos/ page. */
function problemsFor(body: string, extra: Record<string, string> = {}) {
  const dir = fakeExport({
    'index.html': page(body),
    'servicos/index.html': page('<h2 id="software">Software</h2><a name="legado">x</a>'),
    ...extra,
  })
  return checkLinks(dir).problems.filter((problem) => problem.page === '/')
}

test('accepts links to exported pages, ids, files and other schemes', () => {
  const problems = problemsFor(
    `<a href="/">home</a><a href="/servicos/">s</a><a href="servicos/">relative</a>
     <a href="/servicos">no slash</a><a href="/servicos/#software">id</a>
     <a href="/servicos/#legado">a name</a><a href="https://www.ipesoftware.com.br/servicos/">abs</a>
     <a href="#aqui" id="aqui">same page</a><a href="#caf%C3%A9">encoded</a><span id="café"></span>
     <a href="/contato">x.html</a><a href="/og-image.png">file</a>
     <a href="mailto:a@b.c">m</a><a href="tel:+556730000000">t</a>
     <a href="https://wa.me/1" target="_blank" rel="noopener noreferrer">wa</a>
     <a href="https://example.com/">same tab</a>`,
    { 'contato.html': page(''), 'og-image.png': 'png' },
  )
  assert.deepEqual(problems, [])
})

test('reports links to pages that were not exported', () => {
  const problems = problemsFor(
    '<a href="/sobre/">a</a><a href="https://www.ipesoftware.com.br/blog/">b</a><a href="/x.png">c</a>',
  )
  assert.deepEqual(
    problems.map((problem) => problem.problem),
    ['/sobre/ was not exported', '/blog/ was not exported', '/x.png was not exported'],
  )
})

test('reports missing fragments, on the target page and on the same page', () => {
  const problems = problemsFor(
    '<a href="/servicos/#nada">a</a><a href="#fim">b</a><a href="#">c</a><a href="/servicos/#Software">d</a>',
  )
  assert.deepEqual(
    problems.map((problem) => problem.problem),
    [
      'no element with id "nada" on /servicos/',
      'no element with id "fim" on /',
      'empty fragment "#"',
      'no element with id "Software" on /servicos/',
    ],
  )
})

test('checks links inside <noscript> too', () => {
  const problems = problemsFor('<noscript><a href="/sem-js/">x</a></noscript>')
  assert.deepEqual(
    problems.map((problem) => problem.ref),
    ['<a href="/sem-js/">'],
  )
})

test('reports javascript: links', () => {
  const problems = problemsFor('<a href="javascript:void(0)">x</a>')
  assert.match(problems[0]?.problem ?? '', /javascript:/)
})

test('reports target=_blank to other sites without noopener and noreferrer', () => {
  const problems = problemsFor(
    `<a href="https://a.example/" target="_blank">none</a>
     <a href="https://b.example/" target="_blank" rel="noopener">one</a>
     <a href="https://c.example/" target="_blank" rel="noreferrer noopener external">ok</a>`,
  )
  assert.deepEqual(
    problems.map((problem) => problem.ref),
    ['<a href="https://a.example/">', '<a href="https://b.example/">'],
  )
})

test('reports missing scripts, stylesheets, images and srcset candidates', () => {
  const problems = problemsFor(
    `<link rel="stylesheet" href="/_next/static/a.css?v=1"><link rel="preload" href="/f.woff2">
     <script src="/_next/static/a.js#x"></script><script src="/_next/static/b.js"></script>
     <img src="/img/a.png" srcset="/img/a.png 1x, /img/b.png 2x" alt="">
     <link rel="preload" as="image" imagesrcset="/img/c.png 640w">
     <img src="https://images.example/x.png" alt=""><img src="data:image/png;base64,AA==" alt="">`,
    { '_next/static/a.css': '', '_next/static/a.js': '', 'img/a.png': '' },
  )
  assert.deepEqual(
    problems.map((problem) => problem.ref),
    [
      'link href "/f.woff2"',
      'script src "/_next/static/b.js"',
      'srcset "/img/b.png"',
      'imagesrcset "/img/c.png"',
    ],
  )
})

test('counts pages and links and skips _next/', () => {
  const dir = fakeExport({
    'index.html': page('<a href="/">a</a>'),
    '404.html': page('<a href="/">a</a>'),
    '_next/static/x.html': page('<a href="/nope/">a</a>'),
  })
  const result = checkLinks(dir)
  assert.equal(result.pages, 2)
  assert.equal(result.links, 2)
  assert.deepEqual(result.problems, [])
})

test('splits srcset values into URLs', () => {
  assert.deepEqual(srcsetUrls('a.png 1x, b.png?w=2,3 2x'), ['a.png', 'b.png?w=2,3'])
  assert.deepEqual(srcsetUrls(' a.png, b.png '), ['a.png', 'b.png'])
})

test('checks that each icon reference names a symbol of an existing sprite', () => {
  const problems = problemsFor(
    '<svg><use href="/icons.svg#code"></use></svg><svg><use href="/icons.svg#nada"></use></svg>' +
      '<svg><use href="/missing.svg#code"></use></svg>',
    { 'icons.svg': '<svg><symbol id="code"></symbol></svg>' },
  )
  assert.deepEqual(
    problems.map((problem) => problem.problem),
    ['/icons.svg has no symbol "nada"', '/missing.svg does not exist'],
  )
})
