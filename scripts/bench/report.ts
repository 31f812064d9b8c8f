// The tables `npm run bench` prints (and the README and docs/performance.md keep): one row per
// route beside its twin and the floor, or A, B and B − A for a comparison.
import { summarize, type Stats } from './stats'
import { median, misses, type RouteFigures } from './targets'

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

const ratio = (value: number, of: number) => `${(value / of).toFixed(2)}×`

/**
 * Each route's medians (and ranges) beside its twin's, the two ratios the targets read (the page
 * over its twin: what its code costs; the twin over the floor: what its content costs), and the
 * verdict of misses(), which also sets the benchmark's exit code.
 */
export function routeTable(
  routes: { page: RouteFigures; twin: RouteFigures }[],
  floor: RouteFigures,
): string {
  const fcpFloor = median(floor.applied.fcp)
  const tbtFloor = median(floor.applied.tbt)
  return table([
    [
      'route',
      'HTML KB gz',
      'FCP ms',
      'FCP twin',
      '÷ twin',
      'twin ÷ bare',
      'LCP ms',
      'LCP twin',
      '÷ twin',
      'TBT ms (bare +)',
      'CLS',
      'simulated perf',
      'verdict',
    ],
    [
      'bare Next page',
      floor.htmlKb.toFixed(1),
      range(summarize(floor.applied.fcp)),
      '',
      '',
      '',
      range(summarize(floor.applied.lcp)),
      '',
      '',
      range(summarize(floor.applied.tbt)),
      median(floor.applied.cls).toFixed(3),
      range(summarize(floor.simulated.performance)),
      'floor',
    ],
    ...routes.map(({ page, twin }) => {
      const missed = misses(page, twin, floor)
      const tbt = summarize(page.applied.tbt)
      return [
        page.route,
        page.htmlKb.toFixed(1),
        range(summarize(page.applied.fcp)),
        ms(median(twin.applied.fcp)),
        ratio(median(page.applied.fcp), median(twin.applied.fcp)),
        ratio(median(twin.applied.fcp), fcpFloor),
        range(summarize(page.applied.lcp)),
        ms(median(twin.applied.lcp)),
        ratio(median(page.applied.lcp), median(twin.applied.lcp)),
        `${range(tbt)} ${signed(tbt.median - tbtFloor)}`,
        median(page.applied.cls).toFixed(3),
        range(summarize(page.simulated.performance)),
        missed.length ? `misses ${missed.join(', ')}` : 'met',
      ]
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
