// The tables `npm run bench` prints (and docs/performance.md keeps): one row per route beside
// the floor, or A, B and B − A for a comparison.
import { summarize, type Stats } from './stats'
import { TARGETS, type Floor } from './targets'

export type RouteFigures = {
  route: string
  htmlKb: number
  applied: Record<'fcp' | 'lcp' | 'tbt' | 'cls', number[]>
  simulated: Record<'performance' | 'lcp', number[]>
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : 'n/a')
const range = ({ median, min, max }: Stats) =>
  min === max ? ms(median) : `${ms(median)} (${ms(min)}–${ms(max)})`

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
  return [
    line(rows[0]!),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
  ].join('\n')
}

/** Which targets a route misses, by the medians of its runs. */
export function misses(figures: RouteFigures, floor: Floor): string[] {
  const median = (values: number[]) => summarize(values).median
  const missed = []
  if (!(median(figures.applied.fcp) <= floor.fcp * TARGETS.fcpTimesFloor)) missed.push('FCP')
  if (!(median(figures.applied.lcp) <= TARGETS.lcpMs)) missed.push('LCP')
  if (!(median(figures.applied.tbt) <= floor.tbt + TARGETS.tbtOverFloorMs)) missed.push('TBT')
  if (!(median(figures.applied.cls) <= TARGETS.cls)) missed.push('CLS')
  if (!(median(figures.simulated.performance) >= TARGETS.simulatedPerformance)) missed.push('perf')
  return missed
}

export function routeTable(routes: RouteFigures[], bare: RouteFigures): string {
  const floor = { fcp: summarize(bare.applied.fcp).median, tbt: summarize(bare.applied.tbt).median }
  const row = (figures: RouteFigures, label: string, verdict: string) => {
    const fcp = summarize(figures.applied.fcp)
    const tbt = summarize(figures.applied.tbt)
    const isFloor = figures === bare
    return [
      label,
      figures.htmlKb.toFixed(1),
      isFloor ? range(fcp) : `${range(fcp)} ${(fcp.median / floor.fcp).toFixed(2)}×`,
      range(summarize(figures.applied.lcp)),
      isFloor ? range(tbt) : `${range(tbt)} +${ms(tbt.median - floor.tbt)}`,
      summarize(figures.applied.cls).max.toFixed(3),
      range(summarize(figures.simulated.performance)),
      verdict,
    ]
  }
  return table([
    [
      'route',
      'HTML KB gz',
      'FCP ms, × floor',
      'LCP ms',
      'TBT ms, floor +',
      'CLS max',
      'simulated perf',
      'verdict',
    ],
    row(bare, 'bare Next page', 'floor'),
    ...routes.map((figures) => {
      const missed = misses(figures, floor)
      return row(figures, figures.route, missed.length ? `misses ${missed.join(', ')}` : 'met')
    }),
  ])
}

const METRICS = [
  ['applied FCP', (f: RouteFigures) => f.applied.fcp],
  ['applied LCP', (f: RouteFigures) => f.applied.lcp],
  ['applied TBT', (f: RouteFigures) => f.applied.tbt],
  ['simulated LCP', (f: RouteFigures) => f.simulated.lcp],
  ['simulated perf', (f: RouteFigures) => f.simulated.performance],
] as const

/** A/B: both medians (and ranges) and B − A, per route and metric, the floor's first. */
export function compareTable(
  pairs: { a: RouteFigures; b: RouteFigures }[],
  bare: RouteFigures,
): string {
  const rows = [['route', 'metric', 'A', 'B', 'B − A']]
  for (const [label, pick] of METRICS)
    rows.push(['bare page', label, range(summarize(pick(bare))), '', ''])
  for (const { a, b } of pairs) {
    rows.push([
      a.route,
      'HTML KB gz',
      a.htmlKb.toFixed(1),
      b.htmlKb.toFixed(1),
      (b.htmlKb - a.htmlKb).toFixed(1),
    ])
    for (const [label, pick] of METRICS) {
      const [sa, sb] = [summarize(pick(a)), summarize(pick(b))]
      const difference = sb.median - sa.median
      rows.push(['', label, range(sa), range(sb), `${difference > 0 ? '+' : ''}${ms(difference)}`])
    }
  }
  return table(rows)
}
