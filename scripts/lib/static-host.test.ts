// Catches the local server losing the hosts' gzip, which the benchmark's transfer sizes assume, or
// the headers its rules give a page.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { IS_PREVIEW } from '../../config/settings'
import { headersFor } from './host-headers'
import { serveExport } from './static-host'

test('serves an export gzipped, with the headers config/headers.ts gives a page', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'))
  fs.writeFileSync(path.join(dir, 'index.html'), `<p>${'Olá '.repeat(500)}</p>`)
  const site = await serveExport(dir)
  const page = await fetch(site.url)
  await site.close()
  fs.rmSync(dir, { recursive: true })
  assert.equal(page.headers.get('content-encoding'), 'gzip')
  for (const [key, values] of Object.entries(
    headersFor('the local server', '/', IS_PREVIEW ? 'preview' : 'production'),
  ))
    assert.equal(page.headers.get(key), values.at(-1), key)
})
