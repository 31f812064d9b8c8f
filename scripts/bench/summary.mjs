// Turns the runs of every column into the per-route figures the tables print.
import { METRICS, OTHER_CATEGORIES } from './lhr.mjs'
import { median, summarize } from './stats.mjs'

/** The folder (and key) of a column's runs: "site-devtools", "bare-simulate", "A-devtools". */
export const columnKey = (variant, method) => `${variant}-${method}`

function statsOf(entries, keys) {
  return Object.fromEntries(
    keys.map((key) => [key, summarize(entries.map((entry) => entry.figures[key]))]),
  )
}

function countBy(values) {
  const counts = {}
  for (const value of values) counts[value ?? 'none'] = (counts[value ?? 'none'] ?? 0) + 1
  return counts
}

/**
 * figuresByKey: { [columnKey]: [{ route, figures }] }. Each route gets, per method and column,
 * the stats of every metric; the bare page (one route) stands beside every route.
 */
export function routeSummaries({ routes, methods, columns, figuresByKey, runs, hasPhoto }) {
  const metricKeys = METRICS.map((metric) => metric.key)
  return routes.map((route) => {
    const entriesOf = (variant, method) =>
      (figuresByKey[columnKey(variant, method)] ?? []).filter(
        (entry) => variant === 'bare' || entry.route === route,
      )
    const byMethod = {}
    for (const method of methods) {
      byMethod[method] = Object.fromEntries(
        columns.map((column) => [column, statsOf(entriesOf(column, method), metricKeys)]),
      )
    }
    const main = columns[0]
    const mainEntries = methods.flatMap((method) => entriesOf(main, method))
    const measured = (entries) => entries.filter((entry) => !entry.figures.error)
    return {
      route,
      runs,
      hasPhoto: hasPhoto(route),
      columns,
      methods: byMethod,
      categories: statsOf(mainEntries, OTHER_CATEGORIES),
      lcpElements: Object.fromEntries(
        methods.map((method) => [
          method,
          countBy(measured(entriesOf(main, method)).map((entry) => entry.figures.lcpElement)),
        ]),
      ),
      photoKb: median(measured(mainEntries).map((entry) => entry.figures.photos.kb)),
      failedRuns: columns.reduce(
        (sum, column) =>
          sum +
          methods.reduce(
            (count, method) =>
              count + entriesOf(column, method).filter((entry) => entry.figures.error).length,
            0,
          ),
        0,
      ),
    }
  })
}
