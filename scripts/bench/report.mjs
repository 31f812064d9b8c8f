// The tables `npm run bench` prints: one per route, medians and ranges of each column, the
// targets and LHCI's verdict beside them; for A/B, both medians and the difference.
import { METRICS, OTHER_CATEGORIES } from './lhr.mjs'

export const METHOD_LABELS = { devtools: 'applied throttling', simulate: 'simulated throttling' }
const CATEGORY_LABELS = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
}
const COLUMN_LABELS = {
  site: 'photos on',
  blocked: 'photos blocked',
  bare: 'bare page',
  A: 'A',
  B: 'B',
}

/** A metric's value as printed: milliseconds and scores whole, CLS to three decimals. */
export function formatValue(key, value) {
  if (value === null || value === undefined) return 'n/a'
  if (key === 'cls') return value.toFixed(3)
  return String(Math.round(value))
}

/** "median (min–max)", or the value alone when every run agreed, or "n/a". */
export function formatStats(key, stats) {
  if (!stats || stats.n === 0) return 'n/a'
  const median = formatValue(key, stats.median)
  const min = formatValue(key, stats.min)
  const max = formatValue(key, stats.max)
  return min === max ? median : `${median} (${min}–${max})`
}

/** B − A, signed, with the change relative to A for timings and scores. */
export function formatDifference(key, a, b) {
  if (a === null || b === null || a === undefined || b === undefined) return 'n/a'
  const difference = b - a
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±'
  const size = formatValue(key, Math.abs(difference))
  if (key === 'cls' || a === 0) return `${sign}${size}`
  const percent = Math.abs((difference / a) * 100).toFixed(1)
  return `${sign}${size} (${sign}${percent}%)`
}

/** Columns padded to their widest cell: the first left-aligned, the others right-aligned. */
export function formatTable(rows) {
  const widths = []
  for (const row of rows) {
    row.forEach((cell, column) => {
      widths[column] = Math.max(widths[column] ?? 0, cell.length)
    })
  }
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 || row.length === 1
            ? cell.padEnd(widths[column])
            : cell.padStart(widths[column]),
        )
        .join('   ')
        .trimEnd(),
    )
    .join('\n')
}

/** LHCI assertion results (includePassedAssertions) by method, route and metric key. */
export function targetsByRoute(resultsByMethod) {
  const targets = {}
  for (const [method, results] of Object.entries(resultsByMethod)) {
    for (const result of results) {
      const key =
        result.auditId === 'categories'
          ? result.auditProperty
          : METRICS.find((metric) => metric.audit === result.auditId)?.key
      if (!key) continue
      const route = new URL(result.url).pathname
      targets[route] ??= {}
      targets[route][method] ??= {}
      targets[route][method][key] = result
    }
  }
  return targets
}

/** "≤ 1800" or "≥ 95": LHCI's expected value, scores on the report's 0-100 scale. */
export function formatTarget(key, result) {
  if (!result) return ''
  const isScore = result.name === 'minScore' || result.name === 'maxScore'
  const expected = isScore ? result.expected * 100 : result.expected
  const operator = { '<=': '≤', '>=': '≥', '<': '<', '>': '>', '==': '=' }[result.operator]
  const value = key === 'cls' ? String(expected) : formatValue(key, expected)
  return `${operator ?? result.operator} ${value}`
}

function verdict(result) {
  if (!result) return ''
  return result.passed ? 'ok' : 'FAIL'
}

/**
 * One route of the normal benchmark. summary: { route, runs, hasPhoto, columns: [keys],
 * methods: { devtools: { site: {fcp: stats…}, blocked, bare } }, categories: {id: stats} }.
 */
export function routeTable(summary, targets = {}) {
  const { route, columns, methods } = summary
  const header = ['', ...columns.map((column) => COLUMN_LABELS[column]), 'target', '']
  const rows = [header]
  for (const [method, byColumn] of Object.entries(methods)) {
    rows.push([METHOD_LABELS[method]])
    for (const metric of METRICS) {
      const target = targets[method]?.[metric.key]
      const cells = columns.map((column) => {
        if (column === 'blocked' && !summary.hasPhoto) return '(no photo)'
        return formatStats(metric.key, byColumn[column]?.[metric.key])
      })
      rows.push([`  ${metric.label}`, ...cells, formatTarget(metric.key, target), verdict(target)])
    }
  }
  const lines = [`${route} · median (min–max) of ${summary.runs} run(s) per column`]
  lines.push(formatTable(rows))
  lines.push(categoryLine(summary.categories, targets))
  return lines.join('\n')
}

/** accessibility, best practices and SEO of the photos-on runs, with LHCI's verdict. */
function categoryLine(categories, targets) {
  const parts = OTHER_CATEGORIES.map((id) => {
    const results = Object.values(targets)
      .map((byKey) => byKey[id])
      .filter(Boolean)
    const judged =
      results.length === 0 ? 'not judged' : results.every((r) => r.passed) ? 'ok' : 'FAIL'
    return `${CATEGORY_LABELS[id]} ${formatStats(id, categories[id])} ${judged}`
  })
  return `${parts.join(' · ')} (target 100)`
}

/** One route of an A/B comparison: both medians (and ranges) and B − A. */
export function compareTable(summary) {
  const rows = [['', 'A', 'B', 'B − A']]
  for (const [method, byColumn] of Object.entries(summary.methods)) {
    rows.push([METHOD_LABELS[method]])
    for (const metric of METRICS) {
      const a = byColumn.A?.[metric.key]
      const b = byColumn.B?.[metric.key]
      rows.push([
        `  ${metric.label}`,
        formatStats(metric.key, a),
        formatStats(metric.key, b),
        formatDifference(metric.key, a?.median ?? null, b?.median ?? null),
      ])
    }
  }
  return [
    `${summary.route} · median (min–max) of ${summary.runs} run(s) each, A and B interleaved`,
    formatTable(rows),
  ].join('\n')
}

/** The failed assertions, one line each, for the verdict at the end. */
export function failureLines(resultsByMethod) {
  const lines = []
  for (const [method, results] of Object.entries(resultsByMethod)) {
    for (const result of results.filter((r) => !r.passed && r.level === 'error')) {
      const key =
        result.auditId === 'categories'
          ? result.auditProperty
          : (METRICS.find((metric) => metric.audit === result.auditId)?.key ?? result.auditId)
      const isScore = result.name === 'minScore'
      const actual = isScore ? result.actual * 100 : result.actual
      const label =
        METRICS.find((metric) => metric.key === key)?.label ?? CATEGORY_LABELS[key] ?? key
      lines.push(
        `${new URL(result.url).pathname} ${METHOD_LABELS[method]}: ${label} ${formatValue(key, actual)}, target ${formatTarget(key, result)}`,
      )
    }
  }
  return lines
}
