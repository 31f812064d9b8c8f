import assert from 'node:assert/strict'
import { test } from 'node:test'
import { parsePhotoRequest, photoHeight } from './photo-sizes.mjs'

test('reads the URL shape lib/image-url.ts writes', () => {
  assert.deepEqual(
    parsePhotoRequest('/photo-1551434678-e076c223a692?auto=format&fit=max&w=750&q=75'),
    { id: 'photo-1551434678-e076c223a692', width: 750, quality: 75 },
  )
  assert.deepEqual(parsePhotoRequest('/photo-1?w=640'), { id: 'photo-1', width: 640, quality: 75 })
})

test('refuses what is not a photo of a sensible width and quality', () => {
  for (const url of [
    '/',
    '/favicon.ico',
    '/photo-1',
    '/photo-1?w=0',
    '/photo-1?w=99999',
    '/photo-1?w=12.5',
    '/photo-1?w=640&q=0',
    '/photo-1?w=640&q=101',
    '/../etc/passwd?w=640',
    '/photo-1/x?w=640',
  ]) {
    assert.equal(parsePhotoRequest(url), null, url)
  }
})

test('keeps the 3:2 ratio of the site photos', () => {
  assert.equal(photoHeight(750), 500)
  assert.equal(photoHeight(1600), 1067)
  assert.equal(photoHeight(640), 427)
})
