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

test('kilobytes to one decimal, with the same signs', () => {
  assert.equal(signed(-1.72, 1), '−1.7')
  assert.equal(signed(0.3, 1), '+0.3')
  assert.equal(signed(0.04, 1), '0.0')
})
