import assert from 'node:assert/strict'
import os from 'node:os'
import path from 'node:path'
import { before, test } from 'node:test'
import { checkW3c } from './check-w3c'
import { fakeExport } from './lib/export-fixtures'

const page = (css: string, body: string) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>t</title><style>${css}</style></head><body>${body}</body></html>`

// Valid CSS the checker's grammar does not know, as Tailwind 4 writes it.
const TAILWIND_CSS =
  '@layer properties{@supports ((-webkit-hyphens:none) and (not (margin-trim:block))){*{--tw-x:0}}}' +
  '.t{transition-property:color,--tw-gradient-from}' +
  '@property --tw-x{syntax:"*";inherits:false;initial-value:0}'

test('fails on an export without pages, which the checker alone lets pass', () => {
  assert.throws(() => checkW3c(fakeExport({ 'robots.txt': '' }), 'pipe'), /no pages in/)
  assert.throws(() => checkW3c(path.join(os.tmpdir(), 'no-such-export')), /ENOENT/)
})

// One run of the checker (a Java start is the slow part) over a page that should pass and one that should not.
let run: ReturnType<typeof checkW3c>
before(() => {
  run = checkW3c(
    fakeExport({
      'index.html': page(TAILWIND_CSS, '<p>Olá</p>'),
      'sobre/index.html': page(
        `${TAILWIND_CSS}.a{colr:red}`,
        '<script type="text/x-later" src="/a.js"></script>',
      ),
    }),
    'pipe',
  )
})

test('passes Tailwind’s CSS: only the messages of the grammar’s known gaps are dropped', () => {
  assert.equal(run.pages, 2)
  const lines = run.output.trim().split('\n')
  assert.ok(
    lines.every((line) => line.includes('/sobre/index.html')),
    'nothing about the page with Tailwind’s CSS alone',
  )
  assert.doesNotMatch(run.output, /@property|transition-property|margin-trim/)
})

test('still reports any other CSS error and every HTML error, naming the page', () => {
  assert.equal(run.passed, false)
  const errors = run.output.trim().split('\n')
  assert.equal(errors.length, 2, run.output)
  assert.ok(errors.every((line) => line.includes('sobre/index.html')))
  assert.match(run.output, /Property “colr” doesn't exist/)
  assert.match(run.output, /must not have a “src” attribute/)
})
