import assert from 'node:assert/strict'
import { test } from 'node:test'
import sharp from 'sharp'
import { renderPhoto } from './photo-render.mjs'

const ID = 'photo-1551434678-e076c223a692'

test('the 750 px frame a phone asks for weighs about what a real photo does (64 KB)', async () => {
  const bytes = await renderPhoto(ID, 750, 75)
  const kb = bytes.length / 1024
  assert.ok(kb > 58 && kb < 70, `${kb.toFixed(1)} KB`)
  const meta = await sharp(bytes).metadata()
  assert.equal(meta.format, 'jpeg')
  assert.equal(meta.width, 750)
  assert.equal(meta.height, 500)
})

test('the same id, width and quality give the same bytes; another id another photo', async () => {
  const [a, b, c] = await Promise.all([
    renderPhoto(ID, 320, 75),
    renderPhoto(ID, 320, 75),
    renderPhoto('photo-1522071820081-009f0129c71c', 320, 75),
  ])
  assert.ok(a.equals(b))
  assert.ok(!a.equals(c))
})

test('weight grows with width (about as width^1.9) and with quality', async () => {
  const [w640, w1080, q50] = await Promise.all([
    renderPhoto(ID, 640, 75),
    renderPhoto(ID, 1080, 75),
    renderPhoto(ID, 640, 50),
  ])
  const ratio = w1080.length / w640.length
  assert.ok(ratio > 2.2 && ratio < 3.4, `1080/640: ${ratio.toFixed(2)}`)
  assert.ok(q50.length < w640.length)
})
