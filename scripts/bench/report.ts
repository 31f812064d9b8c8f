import { difference, spread, values, verdict, type Method, type Metric, type Runs } from './judge'

type Lookup = (name: string, route: string, method: Method) => Runs

const num = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a')
const signed = (value: number, digits = 0) => {
  const text = num(Math.abs(value), digits)
  return Number(text) > 0 ? `${value > 0 ? '+' : '−'}${text}` : text
}
export const range = (values: number[], digits = 0) => {
  const [median, min, max] = Object.values(spread(values)).map((value) => num(value, digits))
  return min === max ? median! : `${median} (${min}–${max})`
}

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n')
}

// Label, throttling, metric, the target verdict() names for it, decimals.
const ROWS: [string, Method, Metric, string?, number?][] = [
  ['FCP', 'devtools', 'fcp', 'FCP'],
  ['LCP', 'devtools', 'lcp', 'LCP'],
  ['answer', 'devtools', 'answer'],
  ['answer − LCP', 'devtools', 'answerAfterLcp', 'answer'],
  ['TBT', 'devtools', 'tbt', 'TBT'],
  ['CLS', 'devtools', 'cls', 'CLS', 3],
  ['simulated LCP', 'simulate', 'lcp'],
  ['simulated perf', 'simulate', 'performance', 'perf'],
]

// Given the bare page, verdict()'s word on the second export's targets (the site, beside its twin).
export function resultTable(
  routes: string[],
  get: Lookup,
  names: string[],
  again: string,
  bare = '',
) {
  const [base, ...others] = names
  const floor = bare
    ? { devtools: get(bare, '/', 'devtools'), simulate: get(bare, '/', 'simulate') }
    : null
  const differences = others.map((name) => `${name} − ${base}`)
  const judged = (cells: () => string[]) => (floor ? cells() : [])
  const rows = [['route', 'metric', ...names, ...judged(() => [bare]), 'A/A band', ...differences]]
  rows[0]!.push(...judged(() => ['verdict']))
  let failed = 0
  for (const route of routes) {
    const runs = (name: string, method: Method = 'devtools') => get(name, route, method)
    const [twin, site] = [base!, others[0]!]
    const pair = { site: runs(site), twin: runs(twin), twinAgain: runs(again) }
    const missed = floor ? verdict({ ...pair, siteSimulated: runs(site, 'simulate') }, floor) : []
    if (missed.length) failed++
    for (const [label, method, metric, target, digits = 0] of ROWS) {
      const measured = names.map((name) => runs(name, method))
      if (!measured.some((one) => one.length)) continue
      const cell = (one: Runs) => range(values(one, metric), digits)
      const diffs = measured
        .slice(1)
        .map((other) => difference(metric, other, measured[0]!, runs(again, method)))
      rows.push([
        rows.some((row) => row[0] === route) ? '' : route,
        label,
        ...measured.map(cell),
        ...judged(() => [cell(floor![method])]),
        num(diffs[0]!.band, digits),
        ...diffs.map(
          ({ delta, resolved }) =>
            `${resolved || !Number.isFinite(delta) ? '' : 'no result: '}${signed(delta, digits)}`,
        ),
        ...judged(() => [target ? (missed.includes(target) ? 'missed' : 'met') : '']),
      ])
    }
  }
  return { table: table(rows), failed }
}
