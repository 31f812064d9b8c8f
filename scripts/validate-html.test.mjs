import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { validateDir, validateHtml } from './validate-html.mjs'

const page = (head, body) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/><title>Ipê</title>${head}</head><body>${body}</body></html>`

const rulesOf = (messages) => messages.map((message) => message.ruleId)

test('accepts the markup React and Next.js write', async () => {
  const html = page(
    `<link rel="preload" as="image" imageSrcSet="/a.png 640w" imageSizes="100vw" fetchPriority="high"/>
     <link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
     <link rel="preload" href="/_next/static/media/a.woff2" as="font" crossorigin="" type="font/woff2"/>
     <script src="/_next/static/chunks/a.js" async=""></script>
     <script src="/_next/static/chunks/b.js" noModule=""></script>`,
    `<div hidden=""></div><main><h1>Olá</h1>
     <img alt="Equipe" src="/a.png" srcSet="/a.png 1x" width="10" height="10" style="color:transparent"/>
     <label for="nome">Nome</label><input id="nome" type="text" name="nome" autoComplete="name" enterKeyHint="next"/>
     <script id="_R_">self.__next_f=[]</script></main>`,
  )
  assert.deepEqual(await validateHtml(html), [])
})

test('reports problems in the site markup', async () => {
  const html = page(
    '',
    `<main><h1>Olá</h1><h3>Pulou o h2</h3>
     <p id="x">um</p><p id="x">dois</p>
     <input id="busca" type="search"/>
     <span aria-label="Estrela">★</span>
     <nav aria-label="Menu"></nav><nav aria-label="Menu"></nav>
     <span><div>bloco dentro de inline</div></span>
     <div style="opacity:0">animação</div>
     <a href="tel:+556730000000">(67) 3000-0000</a>
     <script src="https://cdn.example/x.js"></script></main>`,
  )
  const rules = rulesOf(await validateHtml(html))
  for (const rule of [
    'heading-level',
    'no-dup-id',
    'input-missing-label',
    'aria-label-misuse',
    'unique-landmark',
    'element-permitted-content',
    'no-inline-style',
    'tel-non-breaking',
    'require-sri',
  ]) {
    assert.ok(rules.includes(rule), `expected ${rule} in ${rules.join(', ')}`)
  }
})

test('accepts a phone number kept on one line with a Tailwind class', async () => {
  const html = page('', '<a class="whitespace-nowrap" href="tel:+556730000000">(67) 3000-0000</a>')
  assert.deepEqual(await validateHtml(html), [])
})

test('validates every exported page and groups messages by file', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'validate-html-'))
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }))
  fs.mkdirSync(path.join(dir, 'contato'))
  fs.mkdirSync(path.join(dir, '_next'))
  fs.writeFileSync(path.join(dir, 'index.html'), page('', '<main><h1>Olá</h1></main>'))
  fs.writeFileSync(path.join(dir, 'contato/index.html'), page('', '<p id="a"></p><p id="a"></p>'))
  fs.writeFileSync(path.join(dir, '_next/x.html'), '<p id="a"></p><p id="a"></p>')
  const pages = await validateDir(dir)
  assert.deepEqual(
    pages.map(({ file, messages }) => [file, rulesOf(messages)]),
    [['contato/index.html', ['no-dup-id']]],
  )
})
