// `npm run bench`: docs/performance.md, "The benchmark".
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs, promisify } from 'node:util'
import { htmlFiles } from '../lib/export'
import { buildBenchExports, EXPORTS, RESULTS_DIR, ROOT, ROUTES } from './build'
import { timeInteractions } from './interactions'
import { figuresOf, interleave, NO_FIGURES, type Figures, type Method } from './judge'
import { resultTable } from './report'
import * as servers from './servers'
import { exportHandler, freePort } from '../lib/static-host'

const USAGE = `npm run bench -- [options]
  --runs N              rounds (default 7; 15 with --compare)
  --routes /,/sobre/    the routes to measure (default: every page)
  --methods LIST        devtools (applied throttling) and/or simulate (default: both)
  --interaction-runs N  runs of each first interaction (default 5; 0 leaves them out)
  --no-build            measure the exports already built (npm run bench:build)
  --compare A B [C…]    export directories, each against A, with A's copy for the band`

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string' },
    routes: { type: 'string' },
    methods: { type: 'string', default: 'devtools,simulate' },
    'interaction-runs': { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    compare: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})
const { compare } = options
const rounds = Number(options.runs ?? (compare ? 15 : 7))
const interactionRuns = Number(options['interaction-runs'])
const methods = options.methods.split(',') as Method[]
const routes = options.routes?.split(',') ?? ROUTES
if (
  options.help ||
  compare !== positionals.length >= 2 ||
  methods.some((method) => !['devtools', 'simulate'].includes(method)) ||
  ![rounds, interactionRuns].every((n) => Number.isInteger(n) && n >= 0)
) {
  console.log(USAGE)
  process.exit(options.help ? 0 : 2)
}

// The A/A pair: one directory from a second origin (each run is a fresh Chromium, nothing cached).
const dirs: Record<string, string> = compare
  ? Object.fromEntries(
      positionals.flatMap((dir, i) =>
        (i ? ['BCDEFGHIJ'[i - 1]!] : ['A', 'A2']).map((name) => [name, path.resolve(dir)]),
      ),
    )
  : { site: EXPORTS.site, twin: EXPORTS.twin, twin2: EXPORTS.twin, bare: EXPORTS.bare }
const measured = (method: Method) =>
  compare ? Object.keys(dirs) : method === 'devtools' ? ['site', 'twin', 'twin2'] : ['site']
const jobs = methods.flatMap((method) => [
  ...routes.flatMap((route) => measured(method).map((name) => ({ name, route, method }))),
  ...(compare ? [] : [{ name: 'bare', route: '/', method }]),
])
const LHCI = fileURLToPath(import.meta.resolve('@lhci/cli/src/cli.js'))
const RC_FILE = path.join(ROOT, 'lighthouserc.cjs')
const runDir = path.join(RESULTS_DIR, 'runs', new Date().toISOString().replace(/[:.]/g, '-'))

async function lighthouse(url: string, method: Method, report: string, proxyPort: number) {
  // LHCI writes into ./.lighthouseci: a folder of its own for each run.
  const cwd = `${report}.lhci`
  fs.mkdirSync(cwd, { recursive: true })
  const env = {
    ...process.env,
    // LHCI starts Lighthouse with the `node` on PATH: make it this one.
    PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
    BENCH_THROTTLING: method,
    BENCH_PROXY_PORT: String(proxyPort),
  }
  const args = [LHCI, 'collect', '--numberOfRuns=1', `--url=${url}`, `--config=${RC_FILE}`]
  await promisify(execFile)(process.execPath, args, { cwd, env, maxBuffer: 1 << 26 }).catch(
    ({ stdout, stderr }: { stdout?: string; stderr?: string }) => {
      throw new Error(`lhci collect ${url} failed:\n${stdout}${stderr}`)
    },
  )
  const lhciDir = path.join(cwd, '.lighthouseci')
  const lhr = fs.readdirSync(lhciDir).find((file) => /^lhr-\d+\.json$/.test(file))!
  for (const ext of ['json', 'html'])
    fs.renameSync(path.join(lhciDir, lhr.replace(/json$/, ext)), `${report}.${ext}`)
  fs.rmSync(cwd, { recursive: true })
  return figuresOf(JSON.parse(fs.readFileSync(`${report}.json`, 'utf8')))
}

async function measure(origins: Record<string, string>) {
  // Chromium looks up Google's hosts even with background networking off: a proxy where nothing
  // listens keeps them off the network (127.0.0.1 bypasses it).
  const proxyPort = await freePort()
  const results = new Map<string, Figures[]>()
  const plan = interleave(jobs, rounds)
  fs.mkdirSync(path.join(runDir, 'reports'), { recursive: true })
  for (const [index, { round, job }] of plan.entries()) {
    const { name, route, method } = job
    const file = `${round}-${name}${route.replaceAll('/', '_')}${method}`
    const report = path.join(runDir, 'reports', file)
    const figures = await lighthouse(origins[name] + route, method, report, proxyPort).catch(
      (error: Error) => {
        // A lost run leaves a gap in the pairs; a setup that never works stops the bench.
        if (!results.size) throw error
        console.error(error.message)
        return NO_FIGURES
      },
    )
    const key = `${name} ${route} ${method}`
    results.set(key, Object.assign(results.get(key) ?? [], { [round - 1]: figures }))
    const shown = Object.entries(figures).map(([k, v]) => `${k} ${v.toFixed(k === 'cls' ? 3 : 0)}`)
    console.log(`[${index + 1}/${plan.length}] ${file}: ${shown.join(' ')}`)
  }
  return (name: string, route: string, method: Method) =>
    results.get(`${name} ${route} ${method}`) ?? []
}

async function main() {
  if (!compare && !options['no-build']) await buildBenchExports()
  for (const dir of Object.values(dirs)) {
    if (!fs.existsSync(path.join(dir, 'index.html')))
      throw new Error(`No export in ${dir}: npm run bench:build`)
  }
  const pages = Object.values(dirs).flatMap((dir) =>
    htmlFiles(dir).map((file) => fs.readFileSync(path.join(dir, file), 'utf8')),
  )
  console.log(`Encoding ${await servers.startPhotoOrigins(pages)} photo URLs' variants…`)
  const origins: Record<string, string> = {}
  for (const [name, dir] of Object.entries(dirs))
    origins[name] = await servers.listen(exportHandler(dir))
  const get = await measure(origins)
  const names = compare ? Object.keys(dirs).filter((name) => name !== 'A2') : ['site']
  const results = compare
    ? resultTable(routes, get, names, 'A2')
    : resultTable(routes, get, ['twin', 'site'], 'twin2', 'bare')
  const report = [results.table]
  const save = () => fs.writeFileSync(path.join(runDir, 'summary.md'), `${report.join('\n\n')}\n`)
  // Saved before the interactions are timed: a failure there loses none of the runs.
  save()
  let failed = results.failed
  if (interactionRuns > 0) {
    console.log(`\nFirst interactions at 4× CPU slowdown, ${interactionRuns} runs each…`)
    const timed = Object.fromEntries(names.map((name) => [name, origins[name]!]))
    const interactions = await timeInteractions(timed, interactionRuns)
    report.push(interactions.table)
    if (!compare) failed += interactions.failed
  }
  save()
  console.log(`\n${report.join('\n\n')}\n\nReports and summary: ${path.relative(ROOT, runDir)}/`)
  process.exitCode = failed ? 1 : 0
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
