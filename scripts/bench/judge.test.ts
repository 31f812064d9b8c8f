import assert from 'node:assert/strict'
import { test } from 'node:test'
import { band, difference, interleave, NO_FIGURES, verdict, type Figures } from './judge'

const rounds = (f: (r: number) => Partial<Figures>) =>
  Array.from({ length: 7 }, (_, r) => ({ ...NO_FIGURES, ...f(r) }))
const perf = (performance: number) => rounds(() => ({ performance }))
// The machine drifts 40 ms a round; the twin's copy (noise 1) lands within ±60 ms of the twin.
const NOISE = [30, -30, 60, -60, 0, 15, -15]
const page = (fcp = 0, lcp = 0, more: Partial<Figures> = {}, noise = 0) =>
  rounds((r) => {
    const [f, l] = [fcp, lcp].map((cost) => 40 * r + cost + noise * NOISE[r]!)
    return { fcp: 1000 + f!, lcp: 1200 + l!, answerAfterLcp: 500, tbt: 120, cls: 0, ...more }
  })
const copy = (noise = 1) => page(0, 0, {}, noise)
const bare = { devtools: rounds(() => ({ tbt: 100 })), simulate: perf(97) }
const judge = (site: Figures[], more = {}) => {
  const twins = { twin: page(), twinAgain: copy(), siteSimulated: perf(96) }
  return verdict({ site, ...twins, ...more }, bare)
}

test('the band: |median of the A/A differences| + the 95 % half-width of that median', () => {
  // Median 0, MAD 10, n 5: 1.96 × 1.2533 × 1.4826 × 10 / √5.
  assert.equal(band([10, -10, 20, -20, 0]).toFixed(2), '16.29')
  assert.equal(band([30, 30, NaN, 30]), 30, 'an offset alone; a lost run left out')
})

test('paired differences cancel the drift; inside the band a difference is no result', () => {
  // MAD 30 over 7 rounds: a band of 41 ms.
  assert.equal(difference('fcp', page(40), page(), copy()).resolved, false)
  const { delta, band, resolved } = difference('fcp', page(50), page(), copy())
  assert.deepEqual([delta, band.toFixed(), resolved], [50, '41', true])
})

test('within 5 % (FCP) and 10 % (LCP) of the twin, and every other bar met: no miss', () => {
  assert.deepEqual(judge(page(56, 132)), [])
})

test('names each target missed', () => {
  const site = page(57, 133, { answerAfterLcp: 1201, tbt: 151, cls: 0.02 })
  assert.equal(judge(site, { siteSimulated: perf(91) }).join(' '), 'FCP LCP answer TBT CLS perf')
})

test('a cost inside a band wider than 5 % is no miss', () => {
  // Three times the noise: a band of 124 ms, over 5 % of the twin's FCP (56 ms).
  assert.deepEqual(judge(page(120), { twinAgain: copy(3) }), [])
  assert.deepEqual(judge(page(130), { twinAgain: copy(3) }), ['FCP'])
})

test('LCP past 1.8 s misses beside a twin as slow; a page never hydrated misses answer', () => {
  const slow = page(0, 700)
  assert.deepEqual(judge(slow, { twin: slow, twinAgain: slow }), ['LCP'])
  assert.deepEqual(judge(page(0, 0, { answerAfterLcp: NaN })), ['answer'])
})

test('judges only what was measured (--methods)', () => {
  assert.deepEqual(judge(page(), { siteSimulated: [] }), [])
  assert.deepEqual(judge([], { siteSimulated: perf(80) }), ['perf'])
})

test('every job once per round, none always first', () => {
  const plan = interleave(['A', 'B', 'C'], 4)
  const order = plan.map(({ round, job }) => `${round}${job}`).join(' ')
  assert.equal(order, '1A 1B 1C 2B 2C 2A 3C 3A 3B 4A 4B 4C')
})
