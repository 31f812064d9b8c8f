// Why paired rounds and an A/A band: docs/performance.md, "The benchmark".
import { HYDRATED_MARK } from '../../components/layout/hydration-marker'

export type Method = 'devtools' | 'simulate'
export type Figures = ReturnType<typeof figuresOf>
export type Metric = keyof Figures

type Mark = { name?: string; startTime?: number }
type Lhr = {
  runtimeError?: { code: string }
  audits: Record<string, { numericValue?: number; details?: { items?: Mark[] } }>
  categories: { performance: { score: number | null } }
}

export function figuresOf(lhr: Lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse error ${lhr.runtimeError.code}`)
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const marks = lhr.audits['user-timings']?.details?.items ?? []
  // When the controls answer: NaN where nothing hydrates (the twin, the bare page).
  const answer = marks.find(({ name }) => name === HYDRATED_MARK)?.startTime ?? NaN
  const lcp = metric('largest-contentful-paint')
  return {
    fcp: metric('first-contentful-paint'),
    lcp,
    answer,
    answerAfterLcp: answer - lcp,
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    performance: (lhr.categories.performance.score ?? NaN) * 100,
  }
}

export const NO_FIGURES = figuresOf({ audits: {}, categories: { performance: { score: null } } })

export type Runs = Figures[]

export function spread(values: number[]) {
  const v = values.filter(Number.isFinite).sort((a, b) => a - b)
  const half = v.length / 2
  const median = v.length % 2 ? v[half - 0.5]! : (v[half - 1]! + v[half]!) / 2
  return { median, min: v[0] ?? NaN, max: v.at(-1) ?? NaN }
}
export const median = (values: number[]) => spread(values).median
export const values = (runs: Runs, metric: Metric) => runs.map((run) => run[metric])
const at = (runs: Runs, metric: Metric) => median(values(runs, metric))

// σ ≈ 1.4826 × MAD; a median's standard error is 1.2533 × σ / √n.
export function band(aa: number[]): number {
  const d = aa.filter(Number.isFinite)
  const m = median(d)
  const mad = median(d.map((x) => Math.abs(x - m)))
  return Math.abs(m) + (1.96 * 1.2533 * 1.4826 * mad) / Math.sqrt(d.length)
}

export function difference(metric: Metric, x: Runs, base: Runs, again: Runs) {
  const paired = (runs: Runs) => runs.map((run, r) => run[metric] - (base[r]?.[metric] ?? NaN))
  const [delta, noise] = [median(paired(x)), band(paired(again))]
  return { delta, band: noise, resolved: Math.abs(delta) > noise }
}

type RouteRuns = { site: Runs; twin: Runs; twinAgain: Runs; siteSimulated: Runs }

export function verdict(route: RouteRuns, bare: Record<Method, Runs>): string[] {
  const { site, twin, twinAgain, siteSimulated } = route
  const overTwin = (metric: 'fcp' | 'lcp', share: number) => {
    const { delta, band } = difference(metric, site, twin, twinAgain)
    return !(delta <= Math.max(band, share * at(twin, metric)))
  }
  const applied = site.length > 0
  const performanceFloor = at(bare.simulate, 'performance') - 5
  const misses = {
    FCP: applied && overTwin('fcp', 0.05),
    LCP: applied && (overTwin('lcp', 0.1) || !(at(site, 'lcp') <= 1800)),
    answer: applied && !(at(site, 'answerAfterLcp') <= 1200),
    TBT: applied && !(at(site, 'tbt') <= at(bare.devtools, 'tbt') + 50),
    CLS: applied && !(at(site, 'cls') <= 0.01),
    perf: siteSimulated.length > 0 && !(at(siteSimulated, 'performance') >= performanceFloor),
  }
  return Object.keys(misses).filter((name) => misses[name as keyof typeof misses])
}

// The order rotates, so that a shared machine's slow drift spreads over every job.
export function interleave<T>(jobs: T[], rounds: number): { round: number; job: T }[] {
  return Array.from({ length: rounds }, (_, r) =>
    [...jobs.slice(r % jobs.length), ...jobs.slice(0, r % jobs.length)].map((job) => ({
      round: r + 1,
      job,
    })),
  ).flat()
}
