import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { checkW3c, errorLines } from './check-w3c.mjs'

const page = (body) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`

test('lists errors with their page and line, and leaves warnings out', () => {
  const dir = '/tmp/out'
  const report = {
    messages: [
      { type: 'error', url: 'file:/tmp/out/sobre/index.html', lastLine: 3, message: 'Bad.' },
      { type: 'info', subType: 'warning', url: 'file:/tmp/out/index.html', message: 'Hm.' },
      { type: 'non-document-error', subType: 'fatal', url: 'file:/tmp/out/x.html', message: 'IO' },
    ],
  }
  assert.deepEqual(errorLines(report, dir), ['sobre/index.html:3  Bad.', 'x.html:?  IO'])
})

test('the checker passes a valid page and reports a data block with a src', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'w3c-'))
  try {
    fs.writeFileSync(path.join(dir, 'index.html'), page('<p>Olá</p>'))
    assert.deepEqual(checkW3c(dir), { files: 1, errors: [] })
    fs.mkdirSync(path.join(dir, 'sobre'))
    fs.writeFileSync(
      path.join(dir, 'sobre', 'index.html'),
      page('<script type="text/x-later" src="/a.js"></script>'),
    )
    const { files, errors } = checkW3c(dir)
    assert.equal(files, 2)
    assert.equal(errors.length, 1)
    assert.match(
      errors[0],
      /^sobre\/index\.html:1 .*a data block\) must not have a “src” attribute/,
    )
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
