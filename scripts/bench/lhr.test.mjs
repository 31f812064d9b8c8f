import assert from 'node:assert/strict'
import { test } from 'node:test'
import { describeRun, failedRun, lcpElement, photoRequests, runFigures } from './lhr.mjs'

const ORIGIN = 'http://127.0.0.1:42180'

function lhr({ runtimeError, lcp = 1803.4 } = {}) {
  return {
    runtimeError,
    environment: { benchmarkIndex: 1450 },
    categories: {
      performance: { score: 0.97 },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 0.69 },
    },
    audits: {
      'first-contentful-paint': { numericValue: 1755.2 },
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: 12 },
      'cumulative-layout-shift': { numericValue: 0.004 },
      'largest-contentful-paint-element': {
        details: {
          items: [{ items: [{ node: { snippet: '<img alt="Equipe" class="relative">' } }] }],
        },
      },
      'network-requests': {
        details: {
          items: [
            { url: 'http://127.0.0.1:42101/', statusCode: 200, transferSize: 13_000 },
            { url: `${ORIGIN}/photo-1?w=750`, statusCode: 200, transferSize: 66_560 },
            { url: `${ORIGIN}/photo-2?w=750`, statusCode: -1, transferSize: 0 },
          ],
        },
      },
    },
  }
}

test('reads the metrics, the scores as the report shows them, and the LCP element', () => {
  const figures = runFigures(lhr(), ORIGIN)
  assert.equal(figures.fcp, 1755.2)
  assert.equal(figures.lcp, 1803.4)
  assert.equal(figures.tbt, 12)
  assert.equal(figures.cls, 0.004)
  assert.equal(figures.performance, 97)
  assert.equal(figures.seo, 69)
  assert.equal(figures.lcpElement, 'img')
  assert.equal(figures.benchmarkIndex, 1450)
  assert.equal(figures.error, null)
})

test('counts the photo requests, their bytes and the ones that failed or were blocked', () => {
  assert.deepEqual(photoRequests(lhr(), ORIGIN), { count: 2, kb: 65, failed: 1 })
  assert.deepEqual(photoRequests({ audits: {} }, ORIGIN), { count: 0, kb: 0, failed: 0 })
})

test('a run Lighthouse could not measure has no figures, only its error', () => {
  const figures = runFigures(lhr({ runtimeError: { code: 'NO_FCP' } }), ORIGIN)
  assert.equal(figures.error, 'NO_FCP')
  assert.equal(figures.lcp, null)
  assert.equal(figures.performance, null)
  assert.equal(describeRun(figures), 'Lighthouse error NO_FCP')
})

test('the progress line', () => {
  assert.equal(
    describeRun(runFigures(lhr(), ORIGIN)),
    'FCP 1755 · LCP 1803 (img) · TBT 12 · CLS 0.004 · perf 97',
  )
  assert.equal(lcpElement({ audits: {} }), null)
})

test('a run that produced no result has every figure null', () => {
  const figures = failedRun('LHCI_COLLECT_FAILED')
  assert.equal(figures.error, 'LHCI_COLLECT_FAILED')
  for (const key of ['fcp', 'lcp', 'tbt', 'cls', 'performance', 'accessibility', 'seo']) {
    assert.equal(figures[key], null, key)
  }
  assert.equal(describeRun(figures), 'Lighthouse error LHCI_COLLECT_FAILED')
})
