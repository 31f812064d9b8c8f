import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, test } from 'node:test'
import { checkW3c } from './check-w3c'

const dirs: string[] = []
after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-w3c-'))
  dirs.push(dir)
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), content)
  }
  return dir
}

const page = (css: string, body: string) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>t</title><style>${css}</style></head><body>${body}</body></html>`

// Valid CSS the checker's grammar does not know, as Tailwind 4 writes it.
const TAILWIND_CSS =
  '@layer properties{@supports ((-webkit-hyphens:none) and (not (margin-trim:block))){*{--tw-x:0}}}' +
  '.t{transition-property:color,--tw-gradient-from}' +
  '@property --tw-x{syntax:"*";inherits:false;initial-value:0}'

test('fails on an export without pages, which the checker alone lets pass', () => {
  assert.throws(() => checkW3c(site({ 'robots.txt': '' }), 'pipe'), /no pages in/)
  assert.throws(() => checkW3c(path.join(os.tmpdir(), 'no-such-export')), /ENOENT/)
})

test('passes Tailwind’s CSS: only the messages of the grammar’s known gaps are dropped', () => {
  const result = checkW3c(site({ 'index.html': page(TAILWIND_CSS, '<p>Olá</p>') }), 'pipe')
  assert.deepEqual(
    { ...result, output: result.output.trim() },
    { pages: 1, passed: true, output: '' },
  )
})

test('still reports any other CSS error and every HTML error, naming the page', () => {
  const { passed, output } = checkW3c(
    site({
      'index.html': page(TAILWIND_CSS, '<p>Olá</p>'),
      'sobre/index.html': page(
        `${TAILWIND_CSS}.a{colr:red}`,
        '<script type="text/x-later" src="/a.js"></script>',
      ),
    }),
    'pipe',
  )
  assert.equal(passed, false)
  const errors = output.trim().split('\n')
  assert.equal(errors.length, 2, output)
  assert.ok(errors.every((line) => line.includes('sobre/index.html')))
  assert.match(output, /Property “colr” doesn't exist/)
  assert.match(output, /must not have a “src” attribute/)
})
