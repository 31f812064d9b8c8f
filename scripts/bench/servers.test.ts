import assert from 'node:assert/strict'
import { test } from 'node:test'
import { freePort } from '../lib/static-host'
import { startPhotoOrigins } from './servers'

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
