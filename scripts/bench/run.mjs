// `npm run bench`: builds the benchmark exports, serves them (and the photo origin), has
// Lighthouse CI measure every route with applied and simulated throttling, run by run, beside
// the bare Next.js page, asserts the targets, saves the reports and prints one table per route.
// `npm run bench -- --compare <dirA> <dirB>` compares two benchmark exports instead.
// `npm run bench -- --help` lists the options.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { PRODUCTION_IMAGE_HOST } from '../../config/settings.mjs'
import { BenchError, USAGE, parseBenchArgs } from './args.mjs'
import { buildBareExport, buildSiteExport } from './build.mjs'
import {
  BARE_EXPORT,
  BARE_PORT,
  PHOTO_ORIGIN,
  RESULTS_DIR,
  SITE_EXPORT,
  SITE_PORT,
} from './config.mjs'
import { assertRuns, collectOnce, saveReports, savedLhrFiles, stopLhci } from './lhci.mjs'
import { describeRun, failedRun, runFigures } from './lhr.mjs'
import { photoStore, startPhotoOrigin } from './photo-origin.mjs'
import { benchGroups, compareGroups, planRuns } from './plan.mjs'
import {
  METHOD_LABELS,
  compareTable,
  failureLines,
  formatStats,
  routeTable,
  targetsByRoute,
} from './report.mjs'
import { exportRoutes, pageHtml, photoFiles, photoUrls } from './routes.mjs'
import { benchSearch, formatSearch } from './search.mjs'
import { assertPortFree, checkRoutes, serveExport } from './servers.mjs'
import { summarize } from './stats.mjs'
import { columnKey, routeSummaries } from './summary.mjs'

const PROXY_PORT = 42199 // lighthouserc.cjs: Chromium's dead-end proxy; nothing may listen there.
const COLUMN_LABELS = { site: 'photos on', blocked: 'photos blocked', bare: 'bare page' }
const cleanups = []

async function main() {
  const options = parseBenchArgs(process.argv.slice(2))
  if (options.help) return console.log(USAGE)
  installSignalHandlers()
  const startedAt = new Date()
  const runDir = path.join(RESULTS_DIR, 'runs', startedAt.toISOString().replace(/[:.]/g, '-'))
  const machine = describeMachine()
  printHeader(machine, options)

  if (options.build) buildExports(options)
  const sites = options.compare
    ? { A: checkExport(options.compare[0]), B: checkExport(options.compare[1]) }
    : { site: checkExport(SITE_EXPORT), ...(options.bare && { bare: checkExport(BARE_EXPORT) }) }
  const routes = chooseRoutes(options, sites)
  const mainSite = options.compare ? sites.A : sites.site
  const hasPhoto = (route) => photoUrls(pageHtml(mainSite, route), PHOTO_ORIGIN).length > 0
  const groups = options.compare
    ? compareGroups(routes)
    : benchGroups({ routes, bare: options.bare, blocked: options.blocked, hasPhoto })
  const plan = planRuns({ runs: options.runs, methods: options.methods, groups })

  const origins = await startServers(sites, routes)
  let figuresByKey
  try {
    figuresByKey = await collect(plan, origins, runDir)
  } finally {
    await runCleanups()
  }

  const assertions = options.compare ? {} : await assertTargets(options.methods, runDir)
  console.log('\nSaving reports (lhci upload --target=filesystem)…')
  for (const key of Object.keys(figuresByKey)) {
    if (savedLhrFiles(path.join(runDir, 'lhci', key)).length === 0) continue
    await saveReports({ dir: path.join(runDir, 'lhci', key), outputDir: reportDir(runDir, key) })
  }

  const columns = options.compare
    ? ['A', 'B']
    : ['site', ...(options.blocked ? ['blocked'] : []), ...(options.bare ? ['bare'] : [])]
  const summaries = routeSummaries({
    routes,
    methods: options.methods,
    columns,
    figuresByKey,
    runs: options.runs,
    hasPhoto,
  })
  printTables(summaries, assertions, options)
  const cpu = summarize(
    Object.values(figuresByKey).flatMap((entries) => entries.map((e) => e.figures.benchmarkIndex)),
  )
  console.log(
    `\nLighthouse CPU benchmark index over all runs: ${formatStats('benchmarkIndex', cpu)} ` +
      '(lower when the machine is busy; Lighthouse warns below 1000)',
  )
  const search = options.search ? await runSearch() : null
  const failures = failureLines(assertions)
  printVerdict(failures, options, search)

  const summaryFile = path.join(runDir, 'summary.json')
  const record = { startedAt, machine, options, sites, routes, summaries, assertions, search }
  fs.writeFileSync(summaryFile, JSON.stringify(record, null, 2))
  const minutes = ((Date.now() - startedAt.getTime()) / 60_000).toFixed(1)
  console.log(`\nReports: ${path.relative(process.cwd(), path.join(runDir, 'reports'))}/`)
  console.log(`Summary: ${path.relative(process.cwd(), summaryFile)} (${minutes} min in all)`)
  if (failures.length > 0 || (search && !search.pass)) process.exitCode = 1
}

// ---------------------------------------------------------------------------------------------

function buildExports(options) {
  console.log('\nBuilding the benchmark export (photos from the photo origin)…')
  buildSiteExport()
  if (options.bare) {
    console.log('\nBuilding the bare Next.js page…')
    buildBareExport()
  }
}

function checkExport(dir) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new BenchError(`${dir}/index.html not found: build it (npm run bench builds its own)`)
  }
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8')
  if (!html.includes(PHOTO_ORIGIN) && html.includes(PRODUCTION_IMAGE_HOST)) {
    console.warn(
      `warning: ${dir} is a production export: its photos point at the real image host, ` +
        'which is unreachable here (see "A/B" in the README for a benchmark export)',
    )
  }
  return dir
}

function chooseRoutes(options, sites) {
  const routes = options.routes ?? exportRoutes(options.compare ? sites.A : sites.site)
  for (const [name, dir] of Object.entries(sites)) {
    if (name === 'bare') continue
    const missing = routes.filter((route) => !exportRoutes(dir).includes(route))
    if (missing.length) throw new BenchError(`${dir} has no ${missing.join(', ')}`)
  }
  return routes
}

async function startServers(sites, routes) {
  await assertPortFree(PROXY_PORT)
  const store = photoStore()
  const pages = Object.entries(sites)
    .filter(([name]) => name !== 'bare')
    .flatMap(([, dir]) => routes.map((route) => pageHtml(dir, route)))
  const files = photoFiles(pages, PHOTO_ORIGIN)
  const started = performance.now()
  for (const file of files) await store(file)
  console.log(
    `\nPhoto origin ${PHOTO_ORIGIN}: ${files.length} photo file(s) ready ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s; kept in bench-results/photos/)`,
  )
  await assertPortFree(new URL(PHOTO_ORIGIN).port)
  const photoServer = await startPhotoOrigin({ store })
  cleanups.push(() => new Promise((resolve) => photoServer.close(resolve)))

  const origins = {}
  const ports = { site: SITE_PORT, A: SITE_PORT, bare: BARE_PORT, B: BARE_PORT }
  for (const [name, dir] of Object.entries(sites)) {
    const server = await serveExport(dir, ports[name])
    cleanups.push(server.stop)
    const encoding = await checkRoutes(server.origin, name === 'bare' ? ['/'] : routes)
    console.log(
      `${name}: ${path.relative(process.cwd(), dir) || '.'} at ${server.origin} (${encoding})`,
    )
    origins[name] = server.origin
  }
  origins.blocked = origins.site
  return origins
}

async function collect(plan, origins, runDir) {
  console.log(`\n${plan.length} Lighthouse runs, one fresh Chromium each:`)
  const figuresByKey = {}
  const width = String(plan.length).length
  for (const [index, job] of plan.entries()) {
    const key = columnKey(job.variant, job.method)
    figuresByKey[key] ??= []
    const started = performance.now()
    const { lhr, output } = await collectOnce({
      dir: path.join(runDir, 'lhci', key),
      url: `${origins[job.variant]}${job.route}`,
      method: job.method,
      blockedUrls: job.variant === 'blocked' ? [`${PHOTO_ORIGIN}/*`] : [],
    })
    const seconds = ((performance.now() - started) / 1000).toFixed(0)
    const label = `[${String(index + 1).padStart(width)}/${plan.length}] round ${job.round} · ${
      METHOD_LABELS[job.method]
    } · ${COLUMN_LABELS[job.variant] ?? job.variant} ${job.route}`
    if (!lhr) {
      const log = path.join(runDir, 'logs', `run-${index + 1}.log`)
      fs.mkdirSync(path.dirname(log), { recursive: true })
      fs.writeFileSync(log, output)
      figuresByKey[key].push({ route: job.route, figures: failedRun('LHCI_COLLECT_FAILED') })
      console.log(`${label}: failed, see ${path.relative(process.cwd(), log)} (${seconds} s)`)
      continue
    }
    const figures = runFigures(lhr, PHOTO_ORIGIN)
    figuresByKey[key].push({ route: new URL(lhr.requestedUrl).pathname, figures })
    console.log(`${label}: ${describeRun(figures)} (${seconds} s)`)
  }
  return figuresByKey
}

const reportDir = (runDir, key) => path.join(runDir, 'reports', key)

async function assertTargets(methods, runDir) {
  const results = {}
  for (const method of methods) {
    const dir = path.join(runDir, 'lhci', columnKey('site', method))
    if (savedLhrFiles(dir).length === 0) continue
    results[method] = (await assertRuns({ dir, method })).results
  }
  return results
}

async function runSearch() {
  console.log('')
  const search = await benchSearch()
  console.log(formatSearch(search))
  // The 200 samples of each query stay out of summary.json.
  const queries = search.queries.map((query) => ({ ...query, samples: undefined }))
  return { ...search, queries }
}

// ---------------------------------------------------------------------------------------------

function describeMachine() {
  const require = createRequire(import.meta.resolve('@lhci/cli/package.json'))
  const version = (name) => require(`${name}/package.json`).version
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
  let chromium
  try {
    chromium = execFileSync(chromePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .replace(/ built on .*/s, '')
      .trim()
  } catch {
    chromium = `unknown (${chromePath} --version failed)`
  }
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    loadAverage: os.loadavg().map((load) => load.toFixed(1)),
    node: process.version,
    chromium,
    lighthouse: version('lighthouse'),
    lhci: createRequire(import.meta.url)('@lhci/cli/package.json').version,
  }
}

function printHeader(machine, options) {
  console.log(`Ipê Software benchmark · ${new Date().toISOString()}`)
  console.log(
    `${machine.cpu}, ${machine.cores} cores, load ${machine.loadAverage.join(' ')} · ` +
      `Node ${machine.node} · ${machine.chromium}`,
  )
  console.log(
    `Lighthouse ${machine.lighthouse} via @lhci/cli ${machine.lhci} · mobile preset · ` +
      `${options.methods.map((method) => METHOD_LABELS[method]).join(' and ')} · ` +
      `${options.runs} run(s) each`,
  )
}

function printTables(summaries, assertions, options) {
  const targets = targetsByRoute(assertions)
  for (const summary of summaries) {
    console.log('')
    console.log(
      options.compare ? compareTable(summary) : routeTable(summary, targets[summary.route]),
    )
    const elements = Object.entries(summary.lcpElements)
      .map(([method, counts]) => {
        const list = Object.entries(counts).map(([tag, count]) => `${tag} ×${count}`)
        return `${METHOD_LABELS[method]} ${list.join(', ')}`
      })
      .join('; ')
    const photo = summary.hasPhoto ? `photo ${summary.photoKb?.toFixed(1)} KB per load · ` : ''
    const failed = summary.failedRuns ? ` · ${summary.failedRuns} run(s) failed` : ''
    console.log(
      `${photo}LCP element (${options.compare ? 'A' : 'photos on'}): ${elements}${failed}`,
    )
  }
  if (options.compare) {
    console.log(`\nA: ${options.compare[0]}\nB: ${options.compare[1]}`)
  }
}

function printVerdict(failures, options, search) {
  if (options.compare) return
  const few =
    options.runs < 7 ? ` (${options.runs} run(s): the targets ask for the median of ≥ 7)` : ''
  console.log('')
  if (failures.length === 0) {
    console.log(`Targets (lhci assert, medians): PASS${few}`)
  } else {
    console.log(`Targets (lhci assert, medians): FAIL${few}`)
    for (const line of failures) console.log(`  ${line}`)
  }
  if (search && !search.pass) console.log('Search: FAIL')
}

// ---------------------------------------------------------------------------------------------

async function runCleanups() {
  while (cleanups.length) await cleanups.pop()()
}

function installSignalHandlers() {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.once(signal, async () => {
      console.error(`\n${signal}: stopping Lighthouse, Chromium and the servers…`)
      stopLhci()
      await runCleanups()
      process.exit(code)
    })
  }
}

main().catch(async (error) => {
  console.error(error instanceof BenchError ? `bench: ${error.message}` : error)
  stopLhci()
  await runCleanups()
  process.exit(1)
})
