// The figures the benchmark prints, read from one Lighthouse result (LHR).

export const METRICS = [
  { key: 'fcp', label: 'FCP ms', audit: 'first-contentful-paint' },
  { key: 'lcp', label: 'LCP ms', audit: 'largest-contentful-paint' },
  { key: 'tbt', label: 'TBT ms', audit: 'total-blocking-time' },
  { key: 'cls', label: 'CLS', audit: 'cumulative-layout-shift' },
  { key: 'performance', label: 'performance', category: 'performance' },
]
export const OTHER_CATEGORIES = ['accessibility', 'best-practices', 'seo']

/** A category score as the report shows it (0-100), or null. */
function categoryScore(lhr, id) {
  const score = lhr.categories?.[id]?.score
  return typeof score === 'number' ? score * 100 : null
}

/** The tag of the largest-contentful-paint element ("img", "h1", "p"), or null. */
export function lcpElement(lhr) {
  const tables = lhr.audits?.['largest-contentful-paint-element']?.details?.items ?? []
  const snippet = tables[0]?.items?.[0]?.node?.snippet
  return snippet?.match(/^<([a-z0-9-]+)/i)?.[1].toLowerCase() ?? null
}

/** Requests to the photo origin: how many, bytes received, and how many never got a response. */
export function photoRequests(lhr, origin) {
  const items = lhr.audits?.['network-requests']?.details?.items ?? []
  const photos = items.filter((item) => item.url.startsWith(`${origin}/`))
  return {
    count: photos.length,
    kb: photos.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    failed: photos.filter((item) => !(item.statusCode >= 200 && item.statusCode < 400)).length,
  }
}

/** One run's figures; metrics are null when Lighthouse could not measure the page. */
export function runFigures(lhr, photoOrigin) {
  const failed = Boolean(lhr.runtimeError)
  const figures = { error: lhr.runtimeError?.code ?? null }
  for (const metric of METRICS) {
    const value = metric.category
      ? categoryScore(lhr, metric.category)
      : lhr.audits?.[metric.audit]?.numericValue
    figures[metric.key] = failed || typeof value !== 'number' ? null : value
  }
  for (const id of OTHER_CATEGORIES) figures[id] = failed ? null : categoryScore(lhr, id)
  figures.lcpElement = lcpElement(lhr)
  figures.photos = photoRequests(lhr, photoOrigin)
  // Lighthouse's measure of the CPU at the time of the run: low when the machine is busy.
  figures.benchmarkIndex = lhr.environment?.benchmarkIndex ?? null
  return figures
}

/** The figures of a run that produced no result (LHCI gave up after its retries). */
export function failedRun(error) {
  const figures = { error, lcpElement: null, photos: { count: 0, kb: 0, failed: 0 } }
  figures.benchmarkIndex = null
  for (const key of [...METRICS.map((metric) => metric.key), ...OTHER_CATEGORIES]) {
    figures[key] = null
  }
  return figures
}

/** "FCP 1608 · LCP 3238 (img) · TBT 12 · CLS 0.000 · perf 78", for the progress lines. */
export function describeRun(figures) {
  if (figures.error) return `Lighthouse error ${figures.error}`
  const round = (value) => (value === null ? 'n/a' : String(Math.round(value)))
  const element = figures.lcpElement ? ` (${figures.lcpElement})` : ''
  const cls = figures.cls === null ? 'n/a' : figures.cls.toFixed(3)
  return (
    `FCP ${round(figures.fcp)} · LCP ${round(figures.lcp)}${element} · TBT ${round(figures.tbt)}` +
    ` · CLS ${cls} · perf ${round(figures.performance)}`
  )
}
