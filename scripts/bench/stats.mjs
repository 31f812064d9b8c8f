// Medians as Lighthouse CI aggregates them (the mean of the two middle values for an even
// count), ranges, and a nearest-rank percentile.

export function median(values) {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor((sorted.length - 1) / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle] + sorted[middle + 1]) / 2
}

export function percentile(values, p) {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** Median, min and max of the finite numbers in `values` (nulls from failed runs are skipped). */
export function summarize(values) {
  const numbers = values.filter((value) => typeof value === 'number' && Number.isFinite(value))
  if (numbers.length === 0) return { median: null, min: null, max: null, n: 0 }
  return {
    median: median(numbers),
    min: Math.min(...numbers),
    max: Math.max(...numbers),
    n: numbers.length,
  }
}
