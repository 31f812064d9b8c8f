import assert from 'node:assert/strict'
import { test } from 'node:test'
import { misses, TARGETS, type RouteFigures } from './targets'

const figures = (
  fcp: number,
  lcp: number,
  more: Partial<{ tbt: number; cls: number; perf: number }> = {},
): RouteFigures => ({
  route: '/',
  htmlKb: 10,
  applied: {
    fcp: [fcp - 50, fcp, fcp + 400],
    lcp: [lcp, lcp, lcp],
    tbt: [more.tbt ?? 60],
    cls: [more.cls ?? 0],
  },
  simulated: { performance: [more.perf ?? 99], lcp: [lcp] },
})

const twin = figures(1000, 1200)
const floor = figures(800, 800, { tbt: 60 })

test('a page within 1.05× of its twin, by the median, meets every target', () => {
  assert.deepEqual(misses(figures(1050, 1260), twin, floor), [])
})

test('judges the medians, not an outlying run', () => {
  // One run 400 ms slower moves the median not at all.
  assert.deepEqual(misses(figures(1000, 1200), twin, floor), [])
})

test('names each target missed', () => {
  assert.deepEqual(misses(figures(1051, 1261, { tbt: 111, cls: 0.02, perf: 94 }), twin, floor), [
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'perf',
  ])
})

test('misses LCP past its own ceiling even beside a slow twin', () => {
  const slowTwin = figures(1000, 2000)
  assert.deepEqual(misses(figures(1000, TARGETS.lcpMs + 1), slowTwin, floor), ['LCP'])
})
