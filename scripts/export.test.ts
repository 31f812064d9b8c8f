// The post-build and the export checks on Next's own export (RAW_EXPORT, else built here), as
// Next makes it and altered as an upgrade could; each check must catch a fault planted in it.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { pages } from '@/content/pages'
import { facts as ownerFacts } from '../content/facts'
import { facts as launchFixture } from './launch-fixture'
import { checkBudgets, HTML_BUDGET, SITE_JS_BUDGET } from './check-budgets'
import { checkExport, fixtureProblems } from './check-export'
import { checkLinks } from './check-links'
import { checkSecurityTxt } from './check-security-txt'
import { checkSeo } from './check-seo'
import { writeLucideSymbols } from './lucide-symbols'
import { finishExport } from './post-build'
import { inlineScripts } from './post-build/policy'
import { exportProblems } from './post-build/verify'
import { CHUNK_DIR, htmlFiles } from './lib/export'

let raw = process.env.RAW_EXPORT ?? ''
const copies: string[] = []

before(() => {
  if (raw) return
  raw = '.raw-export'
  writeLucideSymbols()
  const next = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    env: { ...process.env, NEXT_DIST_DIR: raw, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  })
  assert.equal(next.status, 0, 'next build')
})
after(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

function exportCopy(alter: (file: string, text: string) => string = (_, text) => text): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-export-'))
  copies.push(dir)
  fs.cpSync(raw, dir, { recursive: true })
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dir, file)
    if (!/\.(html|txt|js)$/.test(file) || !fs.statSync(full).isFile()) continue
    const text = fs.readFileSync(full, 'utf8')
    const altered = alter(file, text)
    if (altered !== text) fs.writeFileSync(full, altered)
  }
  return dir
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8')
const edit = (dir: string, file: string, change: (text: string) => string) =>
  fs.writeFileSync(path.join(dir, file), change(read(dir, file)))

let finished = ''
function finishedCopy(change: (dir: string) => void = () => {}): string {
  const dir = exportCopy()
  fs.rmSync(dir, { recursive: true })
  fs.cpSync(finished, dir, { recursive: true })
  change(dir)
  return dir
}

test('the post-build finishes Next’s own export, and refuses to run on it twice', () => {
  finished = exportCopy()
  const { pages: count, hinted } = finishExport(finished)
  assert.equal(count, htmlFiles(raw).length)
  assert.ok(hinted > 0)
  for (const file of htmlFiles(finished))
    assert.match(
      read(finished, file),
      /<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]+"\/><script>/,
      file,
    )
  assert.throws(() => finishExport(finished), /\[post-build\] already finished/)
})

test('the post-build fails on an export whose chunks are in another folder', () => {
  const moved = '_next/static/js/'
  const dir = exportCopy((_, text) =>
    text.replaceAll(/static\/chunks\/([\w-]+\.js)/g, 'static/js/$1'),
  )
  fs.mkdirSync(path.join(dir, moved))
  for (const file of fs.readdirSync(path.join(dir, CHUNK_DIR)).filter((f) => f.endsWith('.js')))
    fs.renameSync(path.join(dir, CHUNK_DIR, file), path.join(dir, moved, file))
  assert.throws(() => finishExport(dir), /\[policy\] index\.html: \/_next\/static\/js\/.* refuses/)
})

test('the post-build fails on an export whose chunk tags became one inline bootstrap', () => {
  const tag =
    /<(script src|link rel="preload" as="script"[^>]* href)="(\/_next\/static\/chunks\/[^"]+)"[^>]*>(<\/script>)?/g
  const dir = exportCopy((file, text) => {
    if (!file.startsWith('contato')) return text
    const urls = JSON.stringify([...text.matchAll(tag)].map(([, , url]) => url))
    const bootstrap = `${urls}.forEach(u=>document.head.append(Object.assign(document.createElement("script"),{src:u})))`
    return text.replaceAll(tag, '').replace('</head>', `<script>${bootstrap}</script></head>`)
  })
  assert.throws(
    () => finishExport(dir),
    /\[scripts\] contato\/index\.html: an inline script the build does not know[^]*no <script src> of a chunk/,
  )
})

test('the post-build fails on a page it cannot make safe, naming it', () => {
  const dir = exportCopy((file, text) =>
    file === path.join('contato', 'index.html')
      ? text.replace('<main', '<main onclick="go()"')
      : text,
  )
  assert.throws(() => finishExport(dir), /\[policy\] contato\/index\.html: .*onclick/)
})

test('the guard names each fault planted in the finished export', () => {
  const keys = ['services', 'contact', 'privacy', 'accessibility', 'search'] as const
  const [services, contact, privacy, accessibility, search] = keys.map((key) =>
    path.join(pages[key].path.slice(1), 'index.html'),
  )
  const firstChunk = read(finished, contact!).match(/<script src="([^"?]+)" async/)![1]!
  const dir = finishedCopy((dir) => {
    edit(dir, contact!, (html) => html.replace("; object-src 'none'", ''))
    edit(dir, services!, (html) => html.replace("; base-uri 'self'", ''))
    edit(dir, privacy!, (html) => html.replace("; require-trusted-types-for 'script'", ''))
    edit(dir, accessibility!, (html) => html.replace(/; trusted-types [^;"]+/, ''))
    edit(dir, search!, (html) =>
      html.replace(
        inlineScripts(html)[0]!,
        'trustedTypes.createPolicy("default",{createScriptURL:(url)=>url})',
      ),
    )
    edit(dir, '404.html', (html) => {
      const theme = inlineScripts(html).find((text, at) => at && text.includes('localStorage'))!
      return html.replace(theme, `${theme};document.documentElement.classList.add("x")`)
    })
    edit(dir, firstChunk, (js) => js.slice(js.indexOf('\n') + 1))
  })
  const problems = exportProblems(dir).join('\n')
  for (const expected of [
    `[policy] ${contact}: no object-src 'none'`,
    `[policy] ${services}: no base-uri`,
    `[policy] ${privacy}: no require-trusted-types-for 'script'`,
    `[policy] ${accessibility}: no trusted-types`,
    `[policy] ${search}: the default Trusted Types policy admits another origin`,
    '[scripts] 404.html: an inline script the build does not know',
    `[compile-hints] ${contact}: ${firstChunk} starts the page without the compile hint`,
  ])
    assert.ok(problems.includes(expected), `${expected}\n  in:\n${problems}`)
})

test('every check passes on the finished export', () => {
  const problems = Object.values(checkExport(finished)).flat()
  assert.deepEqual(problems, [])
})

test('each check catches a fault planted in the finished export', () => {
  const contact = path.join(pages.contact.path.slice(1), 'index.html')
  const dir = finishedCopy((dir) => {
    edit(dir, contact, (html) =>
      html
        .replace(
          '</main>',
          `<a href="/nao-existe/">x</a><a href="https://x.example" target="_blank">y</a></main>`,
        )
        .replace(/<link rel="canonical"[^>]*>/, '')
        .replace(
          '</body>',
          `<p>${launchFixture.cnpj}</p><!--${crypto.randomBytes(HTML_BUDGET).toString('base64')}--></body>`,
        ),
    )
    edit(dir, '.well-known/security.txt', (text) =>
      text.replace(/Expires: .*/, 'Expires: 2001-01-01T00:00:00Z'),
    )
    // A chunk with framer-motion's components, and a module of the site's past its budget.
    const chunk = read(dir, contact).match(/<script src="([^"?]+)" async/)![1]!
    const heavy = crypto.randomBytes(2 * SITE_JS_BUDGET).toString('base64')
    const lines = read(dir, chunk).split('\n').length
    edit(dir, chunk, (js) => `${js}\n${heavy}\n//# sourceMappingURL=motion.js.map`)
    fs.writeFileSync(
      path.join(dir, CHUNK_DIR, 'motion.js.map'),
      JSON.stringify({
        version: 3,
        sources: [
          'turbopack:///[project]/node_modules/framer-motion/src/motion/index.tsx',
          'turbopack:///[project]/components/heavy.tsx',
        ],
        sourcesContent: ['import { forwardRef } from "react"', null],
        mappings: `${';'.repeat(lines)}ACAA`,
      }),
    )
  })
  const route = pages.contact.path
  assert.deepEqual(
    checkLinks(dir).problems.map(({ ref }) => ref),
    ['<a href="/nao-existe/">', '<a href="https://x.example">'],
  )
  assert.ok(checkSeo(dir).problems.includes(`${route}: 0 canonical tags (expected exactly 1)`))
  assert.match(checkSecurityTxt(dir).join(), /expired/)
  const budgets = checkBudgets(dir)
    .find((page) => page.route === route)!
    .problems.join()
  assert.match(budgets, new RegExp(`HTML .* > ${HTML_BUDGET / 1024} KB`))
  assert.match(budgets, /framer-motion's React layer \(.*framer-motion\/src\/motion\/index\.tsx\)/)
  assert.match(
    budgets,
    /the site's own JavaScript [^(]*\(the largest parts: [^)]*components\/heavy\.tsx /,
  )
  assert.match(
    fixtureProblems(dir, ownerFacts).join(),
    new RegExp(`holds the launch fixture's ${launchFixture.cnpj}`),
  )
})
