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
/** A difference with its sign, to `digits` decimals: "+9", "−5", "−1.7", "0". */
export const signed = (value: number, digits = 0) => {
  if (!Number.isFinite(value)) return 'n/a'
  const text = Math.abs(value).toFixed(digits)
  return Number(text) === 0 ? text : `${value > 0 ? '+' : '−'}${text}`
}
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
      isFloor ? range(tbt) : `${range(tbt)} ${signed(tbt.median - floor.tbt)}`,
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

/**
 * A/B (or A/B/C…): each export's medians (and ranges), and how far each one is from A, per route
 * and metric; the floor's figures first.
 */
export function compareTable(routes: RouteFigures[][], bare: RouteFigures): string {
  const names = routes[0]!.map((_, index) => String.fromCharCode(65 + index))
  const rows = [['route', 'metric', ...names, ...names.slice(1).map((name) => `${name} − A`)]]
  const blank = names.slice(1).flatMap(() => ['', ''])
  for (const [label, pick] of METRICS)
    rows.push(['bare page', label, range(summarize(pick(bare))), ...blank])
  for (const columns of routes) {
    const html = columns.map((figures) => figures.htmlKb)
    rows.push([
      columns[0]!.route,
      'HTML KB gz',
      ...html.map((kb) => kb.toFixed(1)),
      ...html.slice(1).map((kb) => signed(kb - html[0]!, 1)),
    ])
    for (const [label, pick] of METRICS) {
      const stats = columns.map((figures) => summarize(pick(figures)))
      rows.push([
        '',
        label,
        ...stats.map(range),
        ...stats.slice(1).map((other) => signed(other.median - stats[0]!.median)),
      ])
    }
  }
  return table(rows)
}
