// What the benchmark judges (DESIGN.md §5), against the bare Next.js page of the same run.
export const TARGETS = {
  /** Applied throttling, median of the runs: at most this many times the floor's FCP. */
  fcpTimesFloor: 1.15,
  lcpMs: 1800,
  /** Applied throttling: at most the floor's TBT plus this. */
  tbtOverFloorMs: 50,
  cls: 0.01,
  /** Simulated throttling (PageSpeed Insights' model). */
  simulatedPerformance: 95,
  /** Longest event of a first interaction at 4× CPU slowdown (INP). */
  interactionMs: 200,
}

export type Floor = { fcp: number; tbt: number }

/** The thresholds `lhci assert` applies to a route's runs, handed to lighthouserc.cjs. */
export function assertionEnv(floor: Floor): Record<string, string> {
  return {
    BENCH_MAX_FCP: String(Math.round(floor.fcp * TARGETS.fcpTimesFloor)),
    BENCH_MAX_LCP: String(TARGETS.lcpMs),
    BENCH_MAX_TBT: String(Math.round(floor.tbt + TARGETS.tbtOverFloorMs)),
    BENCH_MAX_CLS: String(TARGETS.cls),
    BENCH_MIN_PERFORMANCE: String(TARGETS.simulatedPerformance / 100),
  }
}
