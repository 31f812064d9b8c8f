import assert from 'node:assert/strict'
import { test } from 'node:test'
import { median, percentile, summarize } from './stats.mjs'

test('median of an odd count is the middle value, of an even count the mean of the two', () => {
  assert.equal(median([3, 1, 2]), 2)
  assert.equal(median([4, 1, 3, 2]), 2.5)
  assert.equal(median([7]), 7)
  assert.equal(median([]), null)
})

test('median does not reorder its input', () => {
  const values = [3, 1, 2]
  median(values)
  assert.deepEqual(values, [3, 1, 2])
})

test('nearest-rank percentile', () => {
  const values = Array.from({ length: 100 }, (_, i) => i + 1)
  assert.equal(percentile(values, 95), 95)
  assert.equal(percentile(values, 100), 100)
  assert.equal(percentile([5], 95), 5)
  assert.equal(percentile([], 95), null)
})

test('summarize skips failed runs and gives median, range and count', () => {
  assert.deepEqual(summarize([1200, null, 1000, 1100, undefined, NaN]), {
    median: 1100,
    min: 1000,
    max: 1200,
    n: 3,
  })
  assert.deepEqual(summarize([null]), { median: null, min: null, max: null, n: 0 })
})
