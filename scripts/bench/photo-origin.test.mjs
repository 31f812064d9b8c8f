import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, test } from 'node:test'
import { PHOTO_HEADERS, cacheFile, photoStore, startPhotoOrigin } from './photo-origin.mjs'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-photos-'))
after(() => fs.rmSync(dir, { recursive: true, force: true }))

test('draws a photo once, keeps it on disk and serves it from there', async () => {
  const request = { id: 'photo-test', width: 64, quality: 75 }
  const bytes = await photoStore(dir)(request)
  assert.ok(fs.readFileSync(cacheFile(dir, request)).equals(bytes))
  fs.writeFileSync(cacheFile(dir, request), 'cached')
  assert.equal(String(await photoStore(dir)(request)), 'cached')
})

test('answers photo URLs with JPEG bytes and the host headers, anything else with 404', async () => {
  const calls = []
  const store = async (request) => {
    calls.push(request)
    return Buffer.from('jpeg bytes')
  }
  const server = await startPhotoOrigin({ port: 0, store })
  const origin = `http://127.0.0.1:${server.address().port}`
  try {
    const photo = await fetch(`${origin}/photo-1-a?auto=format&fit=max&w=750&q=75`)
    assert.equal(photo.status, 200)
    assert.equal(await photo.text(), 'jpeg bytes')
    for (const [name, value] of Object.entries(PHOTO_HEADERS)) {
      assert.equal(photo.headers.get(name), value, name)
    }
    assert.equal(photo.headers.get('content-length'), '10')
    assert.deepEqual(calls, [{ id: 'photo-1-a', width: 750, quality: 75 }])
    const other = await fetch(`${origin}/index.html`)
    assert.equal(other.status, 404)
    await other.arrayBuffer()
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
})
