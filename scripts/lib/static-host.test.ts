// Catches the local server losing the hosts' gzip, which the benchmark's transfer sizes assume (its
// headers: scripts/host-headers.test.ts).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { serveExport } from './static-host'

test('serves an export gzipped', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'))
  fs.writeFileSync(path.join(dir, 'index.html'), `<p>${'Olá '.repeat(500)}</p>`)
  const site = await serveExport(dir)
  const page = await fetch(site.url)
  await site.close()
  fs.rmSync(dir, { recursive: true })
  assert.equal(page.headers.get('content-encoding'), 'gzip')
})
