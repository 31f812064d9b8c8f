import assert from 'node:assert/strict'
import { test } from 'node:test'
import { failedRun } from './lhr.mjs'
import { columnKey, routeSummaries } from './summary.mjs'

function figures(lcp, extra = {}) {
  return {
    error: null,
    fcp: lcp - 100,
    lcp,
    tbt: 10,
    cls: 0,
    performance: 98,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
    lcpElement: 'img',
    photos: { count: 1, kb: 64.5, failed: 0 },
    ...extra,
  }
}

const figuresByKey = {
  [columnKey('site', 'devtools')]: [
    { route: '/', figures: figures(1800) },
    { route: '/sobre/', figures: figures(3200) },
    { route: '/', figures: figures(1700) },
    { route: '/sobre/', figures: figures(3300, { lcpElement: 'p' }) },
    { route: '/', figures: failedRun('LHCI_COLLECT_FAILED') },
  ],
  [columnKey('blocked', 'devtools')]: [{ route: '/', figures: figures(1500) }],
  [columnKey('bare', 'devtools')]: [
    { route: '/', figures: figures(650) },
    { route: '/', figures: figures(670) },
  ],
}

test('each route gets its own runs per column, and the bare page stands beside every route', () => {
  const [home, about] = routeSummaries({
    routes: ['/', '/sobre/'],
    methods: ['devtools'],
    columns: ['site', 'blocked', 'bare'],
    figuresByKey,
    runs: 2,
    hasPhoto: () => true,
  })
  assert.deepEqual(home.methods.devtools.site.lcp, { median: 1750, min: 1700, max: 1800, n: 2 })
  assert.equal(home.methods.devtools.blocked.lcp.median, 1500)
  assert.equal(home.methods.devtools.bare.lcp.median, 660)
  assert.equal(about.methods.devtools.site.lcp.median, 3250)
  assert.equal(about.methods.devtools.blocked.lcp.n, 0)
  assert.equal(about.methods.devtools.bare.lcp.median, 660)
  assert.equal(home.failedRuns, 1)
  assert.deepEqual(about.lcpElements, { devtools: { img: 1, p: 1 } })
  assert.equal(about.photoKb, 64.5)
  assert.equal(about.categories.seo.median, 100)
})
