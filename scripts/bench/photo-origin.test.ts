import assert from 'node:assert/strict'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import sharp from 'sharp'
import {
  encodePhoto,
  negotiateFormat,
  parsePhotoRequest,
  photoStore,
  startPhotoOrigin,
} from './photo-origin'

const CHROMIUM_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

test('sends the best format the Accept header allows, as auto=format does', () => {
  assert.equal(negotiateFormat(CHROMIUM_ACCEPT), 'avif')
  assert.equal(negotiateFormat('image/webp,*/*'), 'webp')
  assert.equal(negotiateFormat('*/*'), 'jpeg')
  assert.equal(negotiateFormat(), 'jpeg')
})

test('reads the host’s URL shape and refuses anything else', () => {
  assert.deepEqual(parsePhotoRequest('/photo-1551434678-e076c223a692?auto=format&w=750&q=60'), {
    width: 750,
    quality: 60,
    format: 'jpeg',
  })
  assert.equal(parsePhotoRequest('/photo-1?w=750')?.quality, 75)
  for (const url of [
    '/photo-1',
    '/photo-1?w=0',
    '/photo-1?w=9000',
    '/x?w=10',
    '/photo-1?w=9&q=0',
  ]) {
    assert.equal(parsePhotoRequest(url), null, url)
  }
})

test('encodes the real photograph at the width asked, 3:2, AVIF lighter than JPEG', async () => {
  const avif = await encodePhoto({ width: 750, quality: 75, format: 'avif' })
  const jpeg = await encodePhoto({ width: 750, quality: 75, format: 'jpeg' })
  const meta = await sharp(avif).metadata()
  assert.equal(meta.format, 'heif')
  assert.deepEqual([meta.width, meta.height], [750, 500])
  assert.ok(avif.length < jpeg.length / 1.5, `${avif.length} vs ${jpeg.length}`)
  assert.ok(jpeg.length > 30_000, 'a photograph, not a flat picture')
})

test('answers over HTTP with the negotiated type, and 404 for other paths', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'photos-'))
  const server = await startPhotoOrigin(0, photoStore(dir))
  const { port } = server.address() as AddressInfo
  try {
    const url = `http://127.0.0.1:${port}/photo-1?auto=format&fit=max&w=64&q=75`
    const response = await fetch(url, { headers: { accept: 'image/webp,*/*' } })
    assert.equal(response.headers.get('content-type'), 'image/webp')
    assert.equal(response.headers.get('vary'), 'Accept')
    assert.equal((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width, 64)
    assert.ok(fs.existsSync(path.join(dir, 'w64-q75.webp')), 'kept for the next run')
    assert.equal((await fetch(`http://127.0.0.1:${port}/favicon.ico`)).status, 404)
  } finally {
    server.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
