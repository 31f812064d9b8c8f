// `npm run bench`: what a phone on a slow line gets. Builds the benchmark exports (the site, its
// twin without scripts, the bare Next.js page), serves them beside the photo origin, has
// Lighthouse CI measure every route with applied and simulated throttling, round by round,
// judges the targets (scripts/bench/targets.ts), saves the reports, and times the first
// interactions.
// `npm run bench -- --compare <exportA> <exportB>` measures two exports side by side instead.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import zlib from 'node:zlib'
import { BENCH_FIRST_SERVER_PORT, BENCH_PHOTO_PORT } from '../../config/ports.cjs'
import { buildBenchExports } from './build'
import * as config from './config'
import { timeInteractions } from './interactions'
import { collectRun, saveReports, type Figures, type Method } from './lighthouse'
import { photoStore, startPhotoOrigin, warmPhotos } from './photo-origin'
import { compareTable, routeTable, table } from './report'
import { interleave } from './stats'
import { hasScripts } from './twin'
import { misses, TARGETS, type RouteFigures } from './targets'

const USAGE = `npm run bench -- [options]
  --runs N              Lighthouse runs per route and throttling method (default 7)
  --routes /,/sobre/    the routes to measure (default: every page)
  --methods LIST        devtools (applied throttling) and/or simulate (default: both)
  --interaction-runs N  runs of each first interaction (default 5; 0 leaves them out)
  --no-build            measure the exports already in bench-results/exports/
  --compare A B [C…]    benchmark exports side by side, with the floor (no build, no targets)`

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '7' },
    routes: { type: 'string' },
    methods: { type: 'string', default: 'devtools,simulate' },
    'interaction-runs': { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    compare: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})
if (options.help) {
  console.log(USAGE)
  process.exit(0)
}
const runs = Number(options.runs)
const interactionRuns = Number(options['interaction-runs'])
const methods = options.methods.split(',') as Method[]
const routes = options.routes?.split(',') ?? config.ROUTES
if (
  options.compare !== positionals.length >= 2 ||
  methods.some((m) => !['devtools', 'simulate'].includes(m))
) {
  console.error(USAGE)
  process.exit(2)
}

const exports: Record<string, string> = options.compare
  ? {
      ...Object.fromEntries(
        positionals.map((dir, index) => [String.fromCharCode(65 + index), path.resolve(dir)]),
      ),
      bare: config.BARE_EXPORT,
    }
  : { site: config.SITE_EXPORT, twin: config.TWIN_EXPORT, bare: config.BARE_EXPORT }
const runDir = path.join(config.RESULTS_DIR, 'runs', new Date().toISOString().replace(/[:.]/g, '-'))
const stops: (() => void)[] = []
process.on('SIGINT', () => {
  stops.forEach((stop) => stop())
  process.exit(130)
})

const pageFile = (dir: string, route: string) => path.join(dir, route.slice(1), 'index.html')
const htmlKb = (dir: string, route: string) =>
  zlib.gzipSync(fs.readFileSync(pageFile(dir, route)), { level: 9 }).length / 1024

/** `serve` with the hosts' headers (serve.json) and compression, as a static host answers. */
async function serve(dir: string, port: number): Promise<string> {
  const bin = path.join(config.ROOT, 'node_modules/serve/build/main.js')
  const configFile = path.relative(dir, path.join(config.ROOT, 'serve.json'))
  const args = [
    bin,
    dir,
    '--config',
    configFile,
    '--listen',
    `tcp://127.0.0.1:${port}`,
    '--no-clipboard',
    '--no-port-switching',
  ]
  const child = spawn(process.execPath, args, { stdio: 'ignore' })
  stops.push(() => child.kill())
  const origin = `http://127.0.0.1:${port}`
  for (let tries = 0; tries < 100; tries++) {
    if (child.exitCode !== null) throw new Error(`serve ${dir} on ${port} exited (port in use?)`)
    const response = await fetch(origin).catch(() => null)
    if (response?.ok) return origin
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`serve ${dir} did not answer on ${origin}`)
}

async function startServers() {
  const store = photoStore(path.join(config.RESULTS_DIR, 'photos'))
  const photoServer = await startPhotoOrigin(BENCH_PHOTO_PORT, store)
  stops.push(() => photoServer.close())
  const photoUrls = (html: string) =>
    [...html.matchAll(/(?:src|srcSet|imageSrcSet)="([^"]+)"/g)]
      .flatMap(([, value]) => value!.split(','))
      .map((candidate) => candidate.trim().split(/\s+/)[0]!.replaceAll('&amp;', '&'))
      .filter((url) => url.startsWith(`${config.PHOTO_ORIGIN}/`))
  const urls = Object.values(exports).flatMap((dir) =>
    routes
      .filter((route) => fs.existsSync(pageFile(dir, route)))
      .flatMap((route) => photoUrls(fs.readFileSync(pageFile(dir, route), 'utf8'))),
  )
  console.log(
    `Encoding ${new Set(urls).size} photo sizes in AVIF, WebP and JPEG (kept for later runs)…`,
  )
  await warmPhotos(store, [...new Set(urls)])
  const origins: Record<string, string> = {}
  for (const [index, [name, dir]] of Object.entries(exports).entries()) {
    origins[name] = await serve(dir, BENCH_FIRST_SERVER_PORT + index)
  }
  return origins
}

type Job = { column: string; route: string; method: Method }
const folder = (job: Job) => `${job.column}${job.route.replaceAll('/', '_')}${job.method}`

async function lighthouse(origins: Record<string, string>) {
  const columns = Object.keys(exports).filter((column) => column !== 'bare')
  // The twin stands beside the page for the applied-throttling targets only.
  const measured = (method: Method) =>
    columns.filter((column) => column !== 'twin' || method === 'devtools')
  const jobs: Job[] = methods.flatMap((method) => [
    ...routes.flatMap((route) => measured(method).map((column) => ({ column, route, method }))),
    { column: 'bare', route: '/', method },
  ])
  const plan = interleave(jobs, runs)
  const figures = new Map<string, Figures[]>()
  for (const [index, { round, job }] of plan.entries()) {
    const url = origins[job.column] + job.route
    const result = await collectRun(path.join(runDir, 'lhci', folder(job)), url, job.method)
    figures.set(folder(job), [...(figures.get(folder(job)) ?? []), result])
    console.log(
      `[${index + 1}/${plan.length}] round ${round} ${job.column} ${job.route} ${job.method}: ` +
        `FCP ${Math.round(result.fcp)} LCP ${Math.round(result.lcp)} (${result.lcpElement}) ` +
        `answer ${Math.round(result.answer)} ` +
        `TBT ${Math.round(result.tbt)} CLS ${result.cls.toFixed(3)} perf ${Math.round(result.performance)} ` +
        `(CPU index ${Math.round(result.cpuIndex)})`,
    )
  }
  const routeFigures = (column: string, route: string): RouteFigures => {
    const of = (method: Method) => figures.get(folder({ column, route, method })) ?? []
    const pick = (method: Method, key: 'fcp' | 'lcp' | 'tbt' | 'cls' | 'performance') =>
      of(method).map((f) => f[key])
    return {
      route,
      htmlKb: htmlKb(exports[column]!, route),
      applied: {
        fcp: pick('devtools', 'fcp'),
        lcp: pick('devtools', 'lcp'),
        tbt: pick('devtools', 'tbt'),
        cls: pick('devtools', 'cls'),
      },
      simulated: { performance: pick('simulate', 'performance'), lcp: pick('simulate', 'lcp') },
    }
  }
  return { jobs, routeFigures }
}

function saveSummary(report: string[]): string {
  const summary = report.join('\n\n')
  fs.mkdirSync(runDir, { recursive: true })
  fs.writeFileSync(path.join(runDir, 'summary.md'), summary + '\n')
  return summary
}

async function main() {
  if (!options.compare && !options['no-build']) await buildBenchExports()
  for (const dir of Object.values(exports)) {
    if (!fs.existsSync(pageFile(dir, '/')))
      throw new Error(`no export in ${dir}: run npm run bench:build`)
  }
  const origins = await startServers()
  const report: string[] = []
  let failed = false
  if (runs > 0) {
    const { jobs, routeFigures } = await lighthouse(origins)
    if (options.compare) {
      report.push(
        compareTable(
          routes.map((route) =>
            Object.keys(exports)
              .filter((column) => column !== 'bare')
              .map((column) => routeFigures(column, route)),
          ),
          { ...routeFigures('bare', '/'), route: 'bare' },
        ),
      )
    } else {
      const floor = { ...routeFigures('bare', '/'), route: 'bare' }
      const pages = routes.map((route) => ({
        page: routeFigures('site', route),
        twin: routeFigures('twin', route),
      }))
      if (pages.some(({ page, twin }) => misses(page, twin, floor).length)) failed = true
      report.push(routeTable(pages, floor))
    }
    for (const job of jobs)
      await saveReports(
        path.join(runDir, 'lhci', folder(job)),
        path.join(runDir, 'reports', folder(job)),
      )
  }
  // Saved before the interactions are timed, so that a failure there loses none of the runs.
  saveSummary(report)
  if (interactionRuns > 0) {
    console.log(`\nFirst interactions at 4× CPU slowdown, ${interactionRuns} runs each…`)
    // The floor has no controls to use, and a twin no code to run them.
    const names = Object.keys(origins).filter(
      (name) =>
        name !== 'bare' && hasScripts(fs.readFileSync(pageFile(exports[name]!, '/'), 'utf8')),
    )
    const timings = await timeInteractions(
      names.map((name) => origins[name]!),
      interactionRuns,
    )
    const cell = (s: { median: number; min: number; max: number }) =>
      `${Math.round(s.median)} (${Math.round(s.min)}–${Math.round(s.max)})`
    report.push(
      table([
        ['interaction', 'route', ...names.map((n) => `${n} ms`), `target`],
        ...timings.map((t) => [
          t.name,
          t.route,
          ...t.stats.map(cell),
          `≤ ${TARGETS.interactionMs}`,
        ]),
      ]),
    )
    const site = options.compare ? [] : timings.map((t) => t.stats[0]!.median)
    if (site.some((median) => median > TARGETS.interactionMs)) failed = true
  }
  stops.forEach((stop) => stop())
  const summary = saveSummary(report)
  console.log(`\n${summary}\n\nReports and summary: ${path.relative(config.ROOT, runDir)}/`)
  if (failed) process.exitCode = 1
}

main().catch((error) => {
  stops.forEach((stop) => stop())
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
