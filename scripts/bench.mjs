// Lighthouse and site-search benchmark for the static export. It never builds: `npm run bench`
// runs `next build` first. Usage:
//   node scripts/bench.mjs [--dir out] [--port 41999] [--runs 5] [--routes /,/sobre/] [--strict]
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import ts from 'typescript'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SERVE_BIN = fileURLToPath(import.meta.resolve('serve/build/main.js'))
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'

const DEFAULT_ROUTES = ['/', '/servicos/', '/contato/', '/sobre/', '/buscar/']
const NOINDEX_ROUTES = new Set(['/buscar/'])
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const BLOCKED_HOST = 'images.unsplash.com'
const BLOCKED_URL_PATTERNS = [`https://${BLOCKED_HOST}/*`, `*://${BLOCKED_HOST}/*`]
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

const formatRounded = (value) => String(Math.round(value))
const formatCls = (value) => value.toFixed(3)

// Two tables, routes as rows, so that each stays within a terminal's width.
const SCORE_COLUMNS = [
  { key: 'performance', label: 'Performance', read: categoryReader('performance') },
  { key: 'accessibility', label: 'Accessibility', read: categoryReader('accessibility') },
  { key: 'best-practices', label: 'Best practices', read: categoryReader('best-practices') },
  { key: 'seo', label: 'SEO', read: categoryReader('seo') },
  { key: 'benchmarkIndex', label: 'CPU index', read: (lhr) => lhr.environment?.benchmarkIndex },
]
const METRIC_COLUMNS = [
  { key: 'fcp', label: 'FCP ms', read: auditReader('first-contentful-paint') },
  { key: 'lcp', label: 'LCP ms', read: auditReader('largest-contentful-paint') },
  { key: 'tbt', label: 'TBT ms', read: auditReader('total-blocking-time') },
  { key: 'cls', label: 'CLS', read: auditReader('cumulative-layout-shift'), format: formatCls },
  { key: 'weight', label: 'Weight KB', read: weightInKb },
  { key: 'blocked', label: 'Blocked', read: countBlockedRequests },
]
const METRICS = [...SCORE_COLUMNS, ...METRIC_COLUMNS]

const TARGETS = [
  { metric: 'performance', label: 'performance', min: 97 },
  { metric: 'accessibility', label: 'accessibility', min: 100 },
  { metric: 'best-practices', label: 'best-practices', min: 100 },
  { metric: 'seo', label: 'SEO', min: 100, appliesTo: (route) => !NOINDEX_ROUTES.has(route) },
  { metric: 'lcp', label: 'LCP', max: 1500, unit: ' ms' },
  { metric: 'tbt', label: 'TBT', max: 250, unit: ' ms' },
  { metric: 'cls', label: 'CLS', max: 0.01, format: formatCls },
]

const MISS_QUERY = 'criptomoeda'
const SEARCH = {
  entries: 10_000,
  seed: 20_241_122,
  warmupRuns: 20,
  timedRuns: 200,
  preparations: 5,
  targetMs: 5,
  queries: [
    { label: 'accented', query: 'integração' },
    { label: 'unaccented', query: 'integracao' },
    { label: 'upper case', query: 'SEGURANÇA' },
    { label: 'two words', query: 'nota fiscal' },
    { label: 'short prefix', query: 'ca' },
    { label: 'miss', query: MISS_QUERY },
  ],
}

// Expected failures (bad option, missing build, busy port): reported without a stack trace.
class BenchError extends Error {}

// Shared with the signal handlers so an interrupted run still stops what it started.
const running = { server: undefined, chrome: undefined }

async function main() {
  const options = parseOptions(process.argv.slice(2))
  installSignalHandlers()
  const startedAt = new Date()
  const machine = describeMachine()
  printHeader(startedAt, machine, options)

  const search = await benchSearch()
  if (options.searchOnly) {
    printSearchSummary(search)
    if (!search.pass && options.strict) process.exitCode = 1
    return
  }

  const runs = await benchLighthouse(options)
  const summary = summarize(runs, options.routes)
  printLighthouseSummary(summary, options.runs)
  printSearchSummary(search)

  const file = writeResults(startedAt, { machine, options, summary, search, runs })
  console.log(`\nFull results: ${path.relative(process.cwd(), file)}`)
  const failed = summary.misses.length > 0 || !search.pass
  if (failed && options.strict) process.exitCode = 1
}

// ---------------------------------------------------------------------------------------------
// Options and environment

function parseOptions(args) {
  const { values } = parseArgs({
    args,
    options: {
      dir: { type: 'string', default: 'out' },
      port: { type: 'string', default: '41999' },
      runs: { type: 'string', default: '5' },
      routes: { type: 'string', default: DEFAULT_ROUTES.join(',') },
      strict: { type: 'boolean', default: false },
      'search-only': { type: 'boolean', default: false },
      // 'simulate' (Lighthouse's default, the official figures) or 'devtools' (throttling applied
      // to the real load, to see how the page behaves rather than how Lantern models it).
      throttling: { type: 'string', default: 'simulate' },
    },
  })
  const dir = path.resolve(values.dir)
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new BenchError(
      `${dir}/index.html not found: build the site first (npm run bench builds it)`,
    )
  }
  return {
    dir,
    port: integerOption(values.port, '--port', 1, 65_535),
    runs: integerOption(values.runs, '--runs', 1, 100),
    routes: values.routes.split(',').map(normalizeRoute).filter(Boolean),
    strict: values.strict,
    searchOnly: values['search-only'],
    throttling: ['simulate', 'devtools'].includes(values.throttling)
      ? values.throttling
      : (() => {
          throw new BenchError(
            `--throttling must be simulate or devtools, got "${values.throttling}"`,
          )
        })(),
  }
}

function integerOption(text, name, min, max) {
  const value = Number(text)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new BenchError(`${name} must be an integer from ${min} to ${max}, got "${text}"`)
  }
  return value
}

// The export uses trailing slashes; "sobre" and "/sobre" both mean "/sobre/".
function normalizeRoute(text) {
  let route = text.trim()
  if (!route) return ''
  if (!route.startsWith('/')) route = `/${route}`
  if (!route.endsWith('/') && !path.extname(route)) route = `${route}/`
  return route
}

function describeMachine() {
  const cpus = os.cpus()
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: chromiumVersion(),
    lighthouse: packageVersion('lighthouse'),
  }
}

function chromiumVersion() {
  try {
    const stdio = ['ignore', 'pipe', 'ignore']
    const version = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio })
    return version.replace(/ built on .*/s, '').trim()
  } catch {
    return `unknown (${CHROME_PATH} --version failed)`
  }
}

function packageVersion(name) {
  const file = fileURLToPath(import.meta.resolve(`${name}/package.json`))
  return JSON.parse(readFileSync(file, 'utf8')).version
}

function printHeader(date, machine, options) {
  console.log(`Ipê Software site benchmark: ${date.toISOString()}`)
  console.log(
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.os}`,
  )
  console.log(
    `Node ${machine.node} · ${machine.chromium} · Lighthouse ${machine.lighthouse} ` +
      `(mobile preset, ${options.throttling === 'simulate' ? 'simulated' : 'applied (devtools)'} throttling)`,
  )
  console.log(
    `Site: ${options.dir} · ${options.runs} run(s) × ${options.routes.length} route(s) · ` +
      `blocking ${BLOCKED_HOST}`,
  )
}

// ---------------------------------------------------------------------------------------------
// Static server

async function startServer(dir, port) {
  await assertPortFree(port)
  const listen = `tcp://127.0.0.1:${port}`
  // The repository's serve.json gives the local server the production hosts' headers.
  const config = path.relative(path.resolve(dir), path.resolve('serve.json'))
  const args = [
    SERVE_BIN,
    dir,
    '--config',
    config,
    '--listen',
    listen,
    '--no-clipboard',
    '--no-port-switching',
  ]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  running.server = child
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const origin = `http://127.0.0.1:${port}`
  await waitUntilServing(origin, child, () => stderr)
  return origin
}

// Without this check a server already on the port would answer and be benchmarked instead.
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', () =>
      reject(new BenchError(`port ${port} is in use: choose another --port`)),
    )
    probe.listen(port, '127.0.0.1', () => probe.close(resolve))
  })
}

async function waitUntilServing(origin, child, stderr, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new BenchError(`serve exited with code ${child.exitCode}: ${stderr().trim()}`)
    }
    try {
      const response = await fetch(`${origin}/`)
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await sleep(100)
  }
  throw new BenchError(
    `serve did not answer on ${origin} within ${timeoutMs} ms: ${stderr().trim()}`,
  )
}

// Fails fast on a mistyped route or a stale export; returns the encodings the server used.
async function checkRoutes(origin, routes) {
  const encodings = new Set()
  for (const route of routes) {
    const response = await fetch(`${origin}${route}`, { headers: { 'accept-encoding': 'gzip' } })
    await response.arrayBuffer()
    if (response.status !== 200) {
      throw new BenchError(`${route} answered ${response.status}, not 200`)
    }
    encodings.add(response.headers.get('content-encoding') ?? 'none')
  }
  return [...encodings].join(', ')
}

async function stopServer() {
  const child = running.server
  running.server = undefined
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const escalation = setTimeout(() => child.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(escalation)
}

async function cleanUp() {
  const chrome = running.chrome
  running.chrome = undefined
  await chrome?.kill()
  await stopServer()
}

function installSignalHandlers() {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.once(signal, async () => {
      console.error(`\n${signal}: stopping Chromium and the server…`)
      await cleanUp()
      process.exit(code)
    })
  }
  // Last resort for paths that exit without awaiting cleanUp(): kill() only signals our child.
  process.once('exit', () => running.server?.kill('SIGKILL'))
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

async function benchLighthouse(options) {
  const origin = await startServer(options.dir, options.port)
  try {
    const encoding = await checkRoutes(origin, options.routes)
    console.log(`Serving at ${origin} (content-encoding: ${encoding})\n`)
    const runs = []
    for (const route of options.routes) {
      for (let run = 1; run <= options.runs; run++) {
        const lhr = await measuredRun(`${origin}${route}`, options.throttling, (lhr, seconds) =>
          console.error(
            `  ${route} run ${run}/${options.runs}: ${describeRun(lhr)} (${seconds} s)`,
          ),
        )
        runs.push({ route, run, lhr })
      }
    }
    return runs
  } finally {
    await stopServer()
  }
}

// A fresh Chromium for every run: chrome-launcher gives each launch a new temporary profile, so
// no HTTP cache, code cache, service worker or open connection carries over from an earlier run
// (Lighthouse's own storage reset covers the origin's storage, not the whole browser), and a
// Chromium that misbehaves spoils one run only. Startup costs about a second per run.
const RETRIES = 2

/**
 * One Lighthouse run. A run whose trace Lighthouse could not read (a runtimeError such as
 * NO_NAVSTART, which says nothing about the page) is retried, so every route gets its runs.
 */
async function measuredRun(url, throttlingMethod, report) {
  for (let attempt = 0; ; attempt++) {
    const started = performance.now()
    const lhr = await runLighthouse(url, throttlingMethod)
    report(lhr, ((performance.now() - started) / 1000).toFixed(1))
    if (!lhr.runtimeError || attempt === RETRIES) return lhr
    console.error(`    Lighthouse error ${lhr.runtimeError.code}: running again`)
  }
}

async function runLighthouse(url, throttlingMethod) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  })
  running.chrome = chrome
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      blockedUrlPatterns: BLOCKED_URL_PATTERNS,
      throttlingMethod,
    })
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    return result.lhr
  } finally {
    running.chrome = undefined
    await chrome.kill()
  }
}

function describeRun(lhr) {
  if (lhr.runtimeError) return `error ${lhr.runtimeError.code}`
  const scores = CATEGORIES.map((id) => formatNullable(categoryReader(id)(lhr), formatRounded))
  const lcp = formatNullable(auditReader('largest-contentful-paint')(lhr), formatRounded)
  return `scores ${scores.join('/')}, LCP ${lcp} ms`
}

function categoryReader(id) {
  return (lhr) => {
    const score = lhr.categories[id]?.score
    // Lighthouse reports a category as the rounded percentage; targets compare that figure.
    return typeof score === 'number' ? Math.round(score * 100) : null
  }
}

function auditReader(id) {
  return (lhr) => lhr.audits[id]?.numericValue ?? null
}

function weightInKb(lhr) {
  const bytes = auditReader('total-byte-weight')(lhr)
  return bytes === null ? null : bytes / 1024
}

// A blocked request fails before any response, so it keeps Lighthouse's status code -1.
function countBlockedRequests(lhr) {
  const items = imageHostRequests(lhr)
  return items ? items.filter((item) => item.statusCode === -1).length : null
}

function imageHostRequests(lhr) {
  const items = lhr.audits['network-requests']?.details?.items
  return items ? items.filter((item) => hostOf(item.url) === BLOCKED_HOST) : null
}

function unblockedWarnings(lhr) {
  const reached = (imageHostRequests(lhr) ?? []).filter((item) => item.statusCode !== -1)
  return reached.map((item) => `${BLOCKED_HOST} was not blocked: ${item.url}`)
}

function hostOf(url) {
  try {
    return new URL(url).hostname
  } catch {
    return ''
  }
}

// ---------------------------------------------------------------------------------------------
// Summary

function summarize(runs, routes) {
  const summaries = routes.map((route) => {
    const lhrs = runs.filter((run) => run.route === route).map((run) => run.lhr)
    return {
      route,
      runs: lhrs.length,
      metrics: Object.fromEntries(METRICS.map((metric) => [metric.key, stats(lhrs, metric)])),
      failingAudits: failingAudits(lhrs),
      errors: unique(lhrs.map((lhr) => lhr.runtimeError?.message).filter(Boolean)),
      warnings: unique(
        lhrs.flatMap((lhr) => [...(lhr.runWarnings ?? []), ...unblockedWarnings(lhr)]),
      ),
    }
  })
  return { routes: summaries, misses: summaries.flatMap(targetMisses) }
}

function stats(lhrs, metric) {
  const values = lhrs.map((lhr) => metric.read(lhr)).filter(isNumber)
  if (values.length === 0) return { median: null, min: null, max: null, values }
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), values }
}

// Only the categories that must reach 100: their failures are fixable defects in the site,
// while performance audits are diagnostics already reflected in the metrics above.
function failingAudits(lhrs) {
  const failures = new Map()
  for (const lhr of lhrs) {
    for (const category of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id]
        if (!isFailing(audit)) continue
        const entry = failures.get(ref.id) ?? {
          id: ref.id,
          title: audit.title,
          category,
          weight: ref.weight,
          runs: 0,
          examples: [],
        }
        entry.runs += 1
        entry.examples = unique([...entry.examples, ...auditExamples(audit)]).slice(0, 3)
        failures.set(ref.id, entry)
      }
    }
  }
  return [...failures.values()]
}

// What the audit points at (console message, element, URL), so the fix can start from there.
function auditExamples(audit) {
  const items = audit.details?.items ?? []
  return items
    .map((item) => {
      const text = item.description ?? item.node?.snippet ?? item.url ?? item.source?.url ?? ''
      const where = item.sourceLocation?.url ?? ''
      const example = [text, where].filter(Boolean).join(' @ ')
      return example.length > 160 ? `${example.slice(0, 159)}…` : example
    })
    .filter(Boolean)
}

function isFailing(audit) {
  const scored = audit?.scoreDisplayMode === 'binary' || audit?.scoreDisplayMode === 'numeric'
  return scored && typeof audit.score === 'number' && audit.score < 1
}

function targetMisses(summary) {
  if (summary.errors.length === summary.runs) {
    return [{ route: summary.route, text: 'no successful Lighthouse run' }]
  }
  return TARGETS.filter((target) => !target.appliesTo || target.appliesTo(summary.route))
    .map((target) => missText(target, summary.metrics[target.metric].median))
    .filter(Boolean)
    .map((text) => ({ route: summary.route, text }))
}

function missText(target, value) {
  const format = target.format ?? formatRounded
  const unit = target.unit ?? ''
  if (value === null) return `${target.label} missing`
  if (target.min !== undefined && value < target.min) {
    return `${target.label} ${format(value)}${unit} < ${target.min}${unit}`
  }
  if (target.max !== undefined && value > target.max) {
    return `${target.label} ${format(value)}${unit} > ${format(target.max)}${unit}`
  }
  return ''
}

function printLighthouseSummary(summary, runsPerRoute) {
  console.log(`\nLighthouse: median (min–max) of ${runsPerRoute} run(s) per route`)
  printRouteTable(summary.routes, SCORE_COLUMNS)
  console.log('')
  printRouteTable(summary.routes, METRIC_COLUMNS)
  console.log(`Blocked: requests to ${BLOCKED_HOST} blocked by Lighthouse (blockedUrlPatterns)`)
  printFailingAudits(summary.routes)
  printRunProblems(summary.routes)
  console.log(`\n${verdictLine(summary.misses)}`)
}

function printRouteTable(routes, columns) {
  const header = ['Route', ...columns.map((column) => column.label)]
  const rows = routes.map((route) => [
    route.route,
    ...columns.map((column) => formatStats(route.metrics[column.key], column.format)),
  ])
  printTable([header, ...rows])
}

function formatStats({ median, min, max }, format = formatRounded) {
  if (median === null) return 'n/a'
  return `${format(median)} (${format(min)}–${format(max)})`
}

function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  for (const row of rows) {
    const cells = row.map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
    )
    console.log(cells.join('  ').trimEnd())
  }
}

function printFailingAudits(routes) {
  const byAudit = new Map()
  for (const route of routes) {
    for (const audit of route.failingAudits) {
      const entry = byAudit.get(audit.id) ?? { ...audit, where: [], examples: [] }
      entry.examples = unique([...entry.examples, ...audit.examples]).slice(0, 3)
      const expected = audit.category === 'seo' && NOINDEX_ROUTES.has(route.route)
      const note = expected ? ', SEO not required: noindex' : ''
      entry.where.push(`${route.route} (${audit.runs}/${route.runs} runs${note})`)
      byAudit.set(audit.id, entry)
    }
  }
  if (byAudit.size === 0) {
    console.log('\nFailing audits: none in accessibility, best-practices or SEO')
    return
  }
  console.log('\nFailing audits (accessibility, best-practices, SEO):')
  for (const audit of byAudit.values()) {
    const weight = audit.weight === 0 ? ', weight 0' : ''
    console.log(`  ${audit.id} [${audit.category}${weight}]: ${audit.title}`)
    console.log(`    on ${audit.where.join(', ')}`)
    for (const example of audit.examples) console.log(`    e.g. ${example}`)
  }
}

function printRunProblems(routes) {
  for (const route of routes) {
    for (const error of route.errors) console.log(`  ${route.route} error: ${error}`)
    for (const warning of route.warnings) console.log(`  ${route.route} warning: ${warning}`)
  }
}

function verdictLine(misses) {
  if (misses.length === 0) {
    return (
      'Verdict: PASS (performance ≥ 97, accessibility, best-practices and SEO 100, ' +
      'LCP ≤ 1500 ms, TBT ≤ 250 ms, CLS ≤ 0.01 on every route)'
    )
  }
  const routes = unique(misses.map((miss) => miss.route))
  const parts = routes.map((route) => {
    const texts = misses.filter((miss) => miss.route === route).map((miss) => miss.text)
    return `${route} ${texts.join(', ')}`
  })
  return `Verdict: FAIL (${parts.join('; ')})`
}

function writeResults(date, results) {
  const folder = path.join(ROOT, 'bench-results')
  mkdirSync(folder, { recursive: true })
  // Colons are not allowed in Windows file names, so the ISO time uses dashes.
  const stamp = date.toISOString().replace(/[:.]/g, '-')
  const file = path.join(folder, `lighthouse-${stamp}.json`)
  const settings = { blockedUrlPatterns: BLOCKED_URL_PATTERNS, chromeFlags: CHROME_FLAGS }
  const options = { ...results.options, ...settings }
  writeFileSync(file, JSON.stringify({ date: date.toISOString(), ...results, options }))
  return file
}

// ---------------------------------------------------------------------------------------------
// Site search

async function benchSearch() {
  const { search } = await importSearchModule()
  const entries = buildEntries(SEARCH.entries, mulberry32(SEARCH.seed))
  const firstCall = timeOnce(() => search(entries, SEARCH.queries[0].query))
  // Copies of the array miss the WeakMap cache, so each call prepares the index again.
  const preparations = Array.from({ length: SEARCH.preparations }, () => {
    const copy = entries.slice()
    return timeOnce(() => search(copy, MISS_QUERY))
  })
  for (const { query } of SEARCH.queries) {
    for (let i = 0; i < SEARCH.warmupRuns; i++) search(entries, query)
  }
  const queries = SEARCH.queries.map((item) => ({ ...item, ...timeQuery(search, entries, item) }))
  const overallMedian = median(queries.flatMap((item) => item.samples))
  return {
    entries: entries.length,
    firstCallMs: firstCall,
    preparationMs: median(preparations),
    queries,
    overallMedian,
    pass: queries.every((item) => item.median <= SEARCH.targetMs),
  }
}

async function importSearchModule() {
  const source = readFileSync(path.join(ROOT, 'lib/search.ts'), 'utf8')
  const { outputText } = ts.transpileModule(source, {
    fileName: 'search.ts',
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  })
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-search-'))
  const file = path.join(folder, 'search.mjs')
  writeFileSync(file, outputText)
  try {
    return await import(pathToFileURL(file).href)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

function timeQuery(search, entries, { query }) {
  const samples = []
  let hits = 0
  for (let i = 0; i < SEARCH.timedRuns; i++) {
    const start = performance.now()
    hits = search(entries, query).length
    samples.push(performance.now() - start)
  }
  return { hits, median: median(samples), p95: percentile(samples, 95), samples }
}

function timeOnce(task) {
  const start = performance.now()
  task()
  return performance.now() - start
}

function printSearchSummary(result) {
  const target = SEARCH.targetMs
  console.log(`\nSite search: lib/search.ts over ${result.entries.toLocaleString('en')} entries`)
  console.log(
    `Index preparation: ${formatFixed(result.preparationMs)} ms ` +
      `(median of ${SEARCH.preparations}; first cold call ${formatFixed(result.firstCallMs)} ms)`,
  )
  const header = ['Query', 'Kind', 'Hits', 'Median (ms)', 'p95 (ms)']
  const rows = result.queries.map((item) => [
    JSON.stringify(item.query),
    item.label,
    String(item.hits),
    formatFixed(item.median),
    formatFixed(item.p95),
  ])
  printTable([header, ...rows])
  console.log(
    `Overall median: ${formatFixed(result.overallMedian)} ms over ${SEARCH.timedRuns} runs each`,
  )
  const slowest = formatFixed(Math.max(...result.queries.map((item) => item.median)))
  const verdict = result.pass ? 'PASS' : 'FAIL'
  console.log(
    `Search verdict: ${verdict} (slowest query median ${slowest} ms, target ≤ ${target} ms)`,
  )
}

// Portuguese-like vocabulary: real words (many accented), a few phrases so two-word queries can
// match, and syllable-built words so the text is not just a few hundred distinct terms.
const WORDS = commaList(`
  integração, gestão, serviço, análise, código, solução, público, segurança, manutenção,
  implantação, consultoria, software, sistema, dados, nuvem, aplicação, migração, automação,
  relatório, financeiro, estoque, logística, agronegócio, pecuária, saúde, educação, município,
  prefeitura, contábil, eletrônica, atendimento, suporte, técnico, treinamento, usuário,
  acessível, desempenho, disponível, infraestrutura, rede, servidor, cópia, conexão, móvel,
  aplicativo, cadastro, pesquisa, página, conteúdo, notícia, projeto, equipe, cliente, parceria,
  contrato, orçamento, prazo, entrega, qualidade, processo, negócio, indústria, comércio, varejo,
  inteligência, previsão, colheita, safra, licitação, transparência, tributário, câmbio, fábrica,
  energia, água, região, nota fiscal, Campo Grande, Mato Grosso do Sul, ponto de venda,
  folha de pagamento`)
const STOPWORDS = commaList('de, da, do, e, para, com, em, no, na, os, as, um, uma')
const SYLLABLES = commaList(`
  ca, ção, ma, rá, te, lu, pé, gi, vo, nhã, lo, mi, sa, tó, ri, bu, ê, dor, ná, que, gua, lhe,
  çu, ões, tra, ba, ní, fo, ze, ju`)

function commaList(list) {
  return list.split(',').map((word) => word.trim())
}

function buildEntries(count, random) {
  const vocabulary = [...WORDS, ...Array.from({ length: 400 }, () => syllableWord(random))]
  const pick = (list) => list[Math.floor(random() * list.length)]
  const randomWords = (min, max, stopwordShare = 0) =>
    Array.from({ length: between(random, min, max) }, () =>
      random() < stopwordShare ? pick(STOPWORDS) : pick(vocabulary),
    )
  return Array.from({ length: count }, () => ({
    title: capitalize(randomWords(2, 6, 0.15).join(' ')),
    keywords: randomWords(3, 8),
    content: `${capitalize(randomWords(20, 60, 0.3).join(' '))}.`,
  }))
}

function syllableWord(random) {
  const length = between(random, 2, 4)
  return Array.from({ length }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join('')
}

function between(random, min, max) {
  return min + Math.floor(random() * (max - min + 1))
}

function capitalize(text) {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

// Small seeded PRNG (mulberry32): the same entries on every run and machine.
function mulberry32(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

// ---------------------------------------------------------------------------------------------
// Helpers

function median(values) {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

// Nearest-rank percentile.
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]
}

function isNumber(value) {
  return typeof value === 'number' && Number.isFinite(value)
}

function unique(values) {
  return [...new Set(values)]
}

function formatNullable(value, format) {
  return value === null ? 'n/a' : format(value)
}

function formatFixed(value) {
  return value.toFixed(2)
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

main().catch(async (error) => {
  console.error(error instanceof BenchError ? `bench: ${error.message}` : error)
  await cleanUp()
  process.exit(1)
})
