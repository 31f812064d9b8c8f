// What the benchmark judges (the quality bars of the design notes, /work/shared/DESIGN.md §5):
// each route against its own twin (the same page without its scripts: what its content costs)
// and against the bare Next.js page of the same run (the floor), by the medians of its runs.
import { summarize } from './stats'

export const TARGETS = {
  /** Applied throttling: the page's FCP and LCP at most this many times its twin's. */
  timesTwin: 1.05,
  /** Applied throttling: the largest paint, in ms, whatever the twin's. */
  lcpMs: 1800,
  /** Applied throttling: at most the floor's TBT plus this. */
  tbtOverFloorMs: 50,
  cls: 0.01,
  /** Simulated throttling (PageSpeed Insights' model). */
  simulatedPerformance: 95,
  /** Longest event of a first interaction at 4× CPU slowdown (INP). */
  interactionMs: 200,
}

/** A route's runs: applied throttling (the real load) and simulated (Lighthouse's model). */
export type RouteFigures = {
  route: string
  htmlKb: number
  applied: Record<'fcp' | 'lcp' | 'tbt' | 'cls', number[]>
  simulated: Record<'performance' | 'lcp', number[]>
}

export const median = (values: number[]) => summarize(values).median

/**
 * The targets a route misses, by the medians of its runs beside its twin's and the floor's:
 * the one verdict, which both the table and the benchmark's exit code show.
 */
export function misses(page: RouteFigures, twin: RouteFigures, floor: RouteFigures): string[] {
  const { applied, simulated } = page
  const missed: string[] = []
  if (!(median(applied.fcp) <= median(twin.applied.fcp) * TARGETS.timesTwin)) missed.push('FCP')
  if (
    !(median(applied.lcp) <= median(twin.applied.lcp) * TARGETS.timesTwin) ||
    !(median(applied.lcp) <= TARGETS.lcpMs)
  )
    missed.push('LCP')
  if (!(median(applied.tbt) <= median(floor.applied.tbt) + TARGETS.tbtOverFloorMs))
    missed.push('TBT')
  if (!(median(applied.cls) <= TARGETS.cls)) missed.push('CLS')
  if (!(median(simulated.performance) >= TARGETS.simulatedPerformance)) missed.push('perf')
  return missed
}
