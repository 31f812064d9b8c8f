import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { exportHandler, freePort, listen, startPhotoOrigins } from './servers'

test('the photo origin listens where the pages look and answers as the host does', async () => {
  const origin = `http://127.0.0.1:${await freePort()}`
  const url = (w: number) => `${origin}/photo-1-a?auto=format&amp;w=${w}&amp;q=60`
  assert.equal(await startPhotoOrigins([`<img srcSet="${url(64)} 64w, ${url(96)} 96w">`]), 2)
  const get = (path: string, accept = '*/*') => fetch(origin + path, { headers: { accept } })
  const type = async (path: string, accept: string) =>
    (await get(path, accept)).headers.get('content-type')
  assert.equal(await type('/photo-1-a?w=64&q=60', 'image/webp,*/*'), 'image/webp')
  assert.equal(await type('/photo-1?w=9', 'image/avif,image/webp,*/*'), 'image/avif')
  for (const bad of ['/photo-1', '/photo-1?w=9000', '/x?w=10', '/photo-1?w=9&q=0'])
    assert.equal((await get(bad)).status, 404, bad)
})

test('serves an export with the hosts’ headers (serve.json), gzipped', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'))
  fs.writeFileSync(path.join(dir, 'index.html'), `<p>${'Olá '.repeat(500)}</p>`)
  const page = await fetch(await listen(exportHandler(dir)))
  fs.rmSync(dir, { recursive: true })
  assert.equal(page.headers.get('x-content-type-options'), 'nosniff')
  assert.equal(page.headers.get('content-encoding'), 'gzip')
})
