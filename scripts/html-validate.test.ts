// Tests the html-validate configuration (.htmlvalidate.mjs) that `npm run check:html` runs over every page: React's markup passes, the site's own mistakes do not, and an empty export fails.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, test } from 'node:test'
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate'
import config from '../.htmlvalidate.mjs'

const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader(config))
const dirs: string[] = []
after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/><title>Ipê</title>${head}</head><body>${body}</body></html>`

async function rulesOf(html: string): Promise<string[]> {
  const report = await htmlvalidate.validateString(html, 'page.html')
  return report.results.flatMap((result) => result.messages).map((m: Message) => m.ruleId)
}

/** Runs the html-validate command line as `npm run check:html` does, over a fake export. */
function cli(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-validate-'))
  dirs.push(dir)
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), content)
  }
  const bin = path.join('node_modules', '.bin', 'html-validate')
  return spawnSync(bin, ['--config', '.htmlvalidate.mjs', `${dir}/**/*.html`], {
    encoding: 'utf8',
  })
}

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
  assert.deepEqual(await rulesOf(html), [])
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
  const rules = await rulesOf(html)
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
  assert.deepEqual(await rulesOf(html), [])
})

test('the command fails on any page with an error, naming it, and on an export without pages', () => {
  const good = page('', '<main><h1>Olá</h1></main>')
  const bad = cli({
    'index.html': good,
    'contato/index.html': page('', '<p id="a"></p><p id="a"></p>'),
  })
  assert.equal(bad.status, 1)
  assert.match(bad.stdout, /contato\/index\.html[\s\S]*no-dup-id/)
  assert.equal(bad.stdout.match(/index\.html/g)?.length, 1, 'only the page with the error')
  assert.equal(cli({ 'robots.txt': '' }).status, 1)
})
