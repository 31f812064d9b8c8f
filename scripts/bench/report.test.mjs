import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  compareTable,
  failureLines,
  formatDifference,
  formatStats,
  formatTable,
  formatTarget,
  routeTable,
  targetsByRoute,
} from './report.mjs'

const stats = (median, min = median, max = median, n = 7) => ({ median, min, max, n })

test('values: milliseconds and scores whole, CLS to three decimals, ranges when runs differ', () => {
  assert.equal(formatStats('lcp', stats(1803.4, 1700.2, 1950.6)), '1803 (1700–1951)')
  assert.equal(formatStats('cls', stats(0.0042, 0, 0.01)), '0.004 (0.000–0.010)')
  assert.equal(formatStats('performance', stats(97, 97, 97)), '97')
  assert.equal(formatStats('fcp', { median: null, min: null, max: null, n: 0 }), 'n/a')
  assert.equal(formatStats('fcp', undefined), 'n/a')
})

test('differences are signed, with the change relative to A', () => {
  assert.equal(formatDifference('lcp', 2000, 1800), '−200 (−10.0%)')
  assert.equal(formatDifference('tbt', 100, 150), '+50 (+50.0%)')
  assert.equal(formatDifference('fcp', 900, 900), '±0 (±0.0%)')
  assert.equal(formatDifference('tbt', 0, 30), '+30')
  assert.equal(formatDifference('cls', 0.001, 0.004), '+0.003')
  assert.equal(formatDifference('lcp', null, 1800), 'n/a')
})

test('tables pad every column; the first is left-aligned, the others right-aligned', () => {
  assert.equal(
    formatTable([['', 'A', 'B'], ['  FCP ms', '1200', '900 (800–950)'], ['section']]),
    ['              A               B', '  FCP ms   1200   900 (800–950)', 'section'].join('\n'),
  )
})

const PASSED_LCP = {
  name: 'maxNumericValue',
  expected: 1800,
  actual: 1500,
  operator: '<=',
  passed: true,
  auditId: 'largest-contentful-paint',
  level: 'error',
  url: 'http://127.0.0.1:42101/sobre/',
}
const FAILED_FCP = {
  ...PASSED_LCP,
  auditId: 'first-contentful-paint',
  expected: 1200,
  actual: 1608.2,
  passed: false,
}
const FAILED_PERFORMANCE = {
  name: 'minScore',
  expected: 0.95,
  actual: 0.93,
  operator: '>=',
  passed: false,
  auditId: 'categories',
  auditProperty: 'performance',
  level: 'error',
  url: 'http://127.0.0.1:42101/',
}
const SEO = { ...FAILED_PERFORMANCE, auditProperty: 'seo', expected: 1, actual: 1, passed: true }

test('LHCI results are filed by route, method and metric; targets read as the report does', () => {
  const targets = targetsByRoute({
    devtools: [PASSED_LCP, FAILED_FCP],
    simulate: [FAILED_PERFORMANCE, SEO],
  })
  assert.equal(targets['/sobre/'].devtools.lcp, PASSED_LCP)
  assert.equal(targets['/sobre/'].devtools.fcp, FAILED_FCP)
  assert.equal(targets['/'].simulate.performance, FAILED_PERFORMANCE)
  assert.equal(targets['/'].simulate.seo, SEO)
  assert.equal(formatTarget('lcp', PASSED_LCP), '≤ 1800')
  assert.equal(formatTarget('performance', FAILED_PERFORMANCE), '≥ 95')
  assert.equal(formatTarget('cls', { ...PASSED_LCP, expected: 0.01 }), '≤ 0.01')
})

test('the verdict lists each failed assertion once, in the units of the table', () => {
  assert.deepEqual(
    failureLines({ devtools: [PASSED_LCP, FAILED_FCP], simulate: [FAILED_PERFORMANCE, SEO] }),
    [
      '/sobre/ applied throttling: FCP ms 1608, target ≤ 1200',
      '/ simulated throttling: performance 93, target ≥ 95',
    ],
  )
})

const METRIC_STATS = {
  fcp: stats(1608, 1550, 1702),
  lcp: stats(1803),
  tbt: stats(12, 0, 40),
  cls: stats(0),
  performance: stats(97, 95, 99),
}

test('a route table: columns, target and verdict per metric, the other categories below', () => {
  const table = routeTable(
    {
      route: '/sobre/',
      runs: 7,
      hasPhoto: false,
      columns: ['site', 'blocked', 'bare'],
      methods: { devtools: { site: METRIC_STATS, blocked: METRIC_STATS, bare: METRIC_STATS } },
      categories: { accessibility: stats(100), 'best-practices': stats(100), seo: stats(100) },
    },
    targetsByRoute({ devtools: [PASSED_LCP, FAILED_FCP] })['/sobre/'],
  )
  const lines = table.split('\n')
  assert.equal(lines[0], '/sobre/ · median (min–max) of 7 run(s) per column')
  assert.match(lines[1], /photos on\s+photos blocked\s+bare page\s+target/)
  assert.equal(lines[2].trim(), 'applied throttling')
  assert.match(
    lines[3],
    /FCP ms\s+1608 \(1550–1702\)\s+\(no photo\)\s+1608 \(1550–1702\)\s+≤ 1200\s+FAIL$/,
  )
  assert.match(lines[4], /LCP ms\s+1803\s+\(no photo\)\s+1803\s+≤ 1800\s+ok$/)
  assert.match(lines[7], /performance\s+97 \(95–99\)/)
  assert.equal(
    lines.at(-1),
    'accessibility 100 not judged · best practices 100 not judged · SEO 100 not judged (target 100)',
  )
})

test('a comparison table: A, B and the difference for each metric and method', () => {
  const table = compareTable({
    route: '/',
    runs: 7,
    methods: {
      devtools: { A: METRIC_STATS, B: { ...METRIC_STATS, lcp: stats(1700) } },
      simulate: { A: METRIC_STATS, B: METRIC_STATS },
    },
  })
  const lines = table.split('\n')
  assert.equal(lines[0], '/ · median (min–max) of 7 run(s) each, A and B interleaved')
  assert.match(lines[1], /A\s+B\s+B − A$/)
  assert.match(lines[4], /LCP ms\s+1803\s+1700\s+−103 \(−5\.7%\)$/)
  assert.equal(lines[8].trim(), 'simulated throttling')
  assert.equal(lines.length, 14)
})
