// Medians and ranges of repeated measurements, and the order runs are taken in.

export type Stats = { median: number; min: number; max: number; n: number }

export function summarize(values: number[]): Stats {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  const n = sorted.length
  if (n === 0) return { median: NaN, min: NaN, max: NaN, n }
  const middle = Math.floor(n / 2)
  const median = n % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return { median, min: sorted[0]!, max: sorted[n - 1]!, n }
}

/**
 * Every job once per round, the order rotating from round to round, so that no job always runs
 * first (A/B alternates) and a slow drift of a shared machine spreads over all of them.
 */
export function interleave<T>(jobs: T[], rounds: number): { round: number; job: T }[] {
  const plan: { round: number; job: T }[] = []
  for (let round = 0; round < rounds; round++) {
    const shift = jobs.length ? round % jobs.length : 0
    for (const job of [...jobs.slice(shift), ...jobs.slice(0, shift)])
      plan.push({ round: round + 1, job })
  }
  return plan
}
