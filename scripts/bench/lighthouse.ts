// One Lighthouse run through Lighthouse CI, and the figures the benchmark reads from it. Each
// measured column has a folder of its own: `lhci collect --additive` adds one run at a time to
// <folder>/.lighthouseci, so columns can be interleaved; `lhci upload` then saves each folder's
// runs. The benchmark judges the figures itself (scripts/bench/targets.ts).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { HYDRATED_MARK } from '../../components/layout/hydration-marker'
import { ROOT } from './config'

const LHCI = fileURLToPath(import.meta.resolve('@lhci/cli/src/cli.js'))
const RC_FILE = path.join(ROOT, 'lighthouserc.cjs')

export type Method = 'devtools' | 'simulate'
export type Figures = {
  fcp: number
  lcp: number
  tbt: number
  cls: number
  performance: number
  lcpElement: string
  cpuIndex: number
  /** When the page's controls answer: its `hydrated` mark, NaN where it has none (twin, floor). */
  answer: number
}

function lhci(args: string[], cwd: string, env: Record<string, string> = {}) {
  fs.mkdirSync(cwd, { recursive: true })
  const child = spawn(process.execPath, [LHCI, ...args, `--config=${RC_FILE}`], {
    cwd,
    // LHCI starts Lighthouse with the `node` on PATH: make it this one.
    env: { ...process.env, PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return new Promise<{ code: number; output: string }>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

const lhrFiles = (dir: string) => {
  const folder = path.join(dir, '.lighthouseci')
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder)
    .filter((file) => /^lhr-\d+\.json$/.test(file))
    .map((file) => path.join(folder, file))
}

type Lhr = {
  runtimeError?: { code: string }
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>
  categories: { performance: { score: number | null } }
  environment: { benchmarkIndex: number }
}

export function figuresOf(lhr: Lhr): Figures {
  if (lhr.runtimeError) throw new Error(`Lighthouse error ${lhr.runtimeError.code}`)
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0] as
    { items?: { node?: { snippet?: string } }[] } | undefined
  const marks = (lhr.audits['user-timings']?.details?.items ?? []) as {
    name: string
    startTime: number
  }[]
  const mark = marks.find((item) => item.name === HYDRATED_MARK)
  return {
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    performance: (lhr.categories.performance.score ?? NaN) * 100,
    lcpElement: element?.items?.[0]?.node?.snippet?.match(/^<([a-z0-9]+)/i)?.[1] ?? '?',
    cpuIndex: lhr.environment.benchmarkIndex,
    answer: mark?.startTime ?? NaN,
  }
}

/** One run of url with the throttling method, added to dir's runs. */
export async function collectRun(dir: string, url: string, method: Method): Promise<Figures> {
  const before = new Set(lhrFiles(dir))
  const args = ['collect', '--additive', '--numberOfRuns=1', `--url=${url}`]
  const { code, output } = await lhci(args, dir, { BENCH_THROTTLING: method })
  const added = lhrFiles(dir).filter((file) => !before.has(file))
  if (code !== 0 || added.length !== 1) throw new Error(`lhci collect ${url} failed:\n${output}`)
  return figuresOf(JSON.parse(fs.readFileSync(added[0]!, 'utf8')))
}

/** `lhci upload --target=filesystem`: each run's HTML and JSON report in outputDir. */
export async function saveReports(dir: string, outputDir: string) {
  const { code, output } = await lhci(
    ['upload', '--target=filesystem', `--outputDir=${outputDir}`],
    dir,
  )
  if (code !== 0) throw new Error(`lhci upload failed:\n${output}`)
}
