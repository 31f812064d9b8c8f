// Catches a blank picture written as a baseline.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { test } from 'node:test'
import sharp from 'sharp'
import { isFlat, PICTURES } from './pictures'

test('a picture of one flat colour is refused, a page as drawn is not', async () => {
  const create = { width: 390, height: 800, channels: 3, background: '#ffffff' } as const
  assert.equal(await isFlat(await sharp({ create }).png().toBuffer()), true)
  assert.equal(await isFlat(fs.readFileSync(`${PICTURES}/privacy-print-a4.png`)), false)
})
