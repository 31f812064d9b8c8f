// What no Jest test can read (the unpacker is ESM only): the font file the site serves has the
// metrics its fallbacks are computed from, so a new version of the font package fails here.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'
import { fromFile } from '@capsizecss/unpack/fs'
import { BRAND_METRICS } from '../lib/brand-font'

// As app/fonts.ts names it: next/font takes a literal only, so it is read from that file.
const fontFile = path.resolve(
  'app',
  fs.readFileSync('app/fonts.ts', 'utf8').match(/src: '([^']+\.woff2)'/)![1]!,
)

test('the served font file has the metrics the fallbacks are computed from', async () => {
  const file = await fromFile(fontFile)
  const regular = BRAND_METRICS.get(400)!
  for (const key of [
    'familyName',
    'ascent',
    'descent',
    'lineGap',
    'unitsPerEm',
    'xWidthAvg',
  ] as const) {
    assert.equal(regular[key], file[key], key)
  }
})
