import assert from 'node:assert/strict'
import { test } from 'node:test'
import { interleave, summarize } from './stats'

test('median and range, ignoring runs that measured nothing', () => {
  assert.deepEqual(summarize([30, 10, 20]), { median: 20, min: 10, max: 30, n: 3 })
  assert.deepEqual(summarize([4, 1, 3, 2, NaN]), { median: 2.5, min: 1, max: 4, n: 4 })
  assert.ok(Number.isNaN(summarize([]).median))
})

test('every job once per round, none always first', () => {
  const plan = interleave(['A', 'B', 'C'], 4)
  assert.equal(plan.length, 12)
  const rounds = [1, 2, 3, 4].map((r) => plan.filter((p) => p.round === r).map((p) => p.job))
  assert.deepEqual(rounds, [
    ['A', 'B', 'C'],
    ['B', 'C', 'A'],
    ['C', 'A', 'B'],
    ['A', 'B', 'C'],
  ])
})
