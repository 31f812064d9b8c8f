import assert from 'node:assert/strict'
import { test } from 'node:test'
import { signed } from './report'

test('a difference with its sign, in whole milliseconds', () => {
  assert.equal(signed(9.4), '+9')
  assert.equal(signed(-5), '−5')
})

test('no sign for nothing, n/a for a figure that is missing', () => {
  assert.equal(signed(0.2), '0')
  assert.equal(signed(-0.4), '0')
  assert.equal(signed(Number.NaN), 'n/a')
})
