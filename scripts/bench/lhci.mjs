// Runs the Lighthouse CI commands with lighthouserc.cjs. Each measured column has a folder of
// its own: LHCI keeps its runs in <folder>/.lighthouseci, which `collect --additive` adds to
// one run at a time, so runs of different columns can be interleaved.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { RC_FILE } from './config.mjs'

const LHCI_BIN = fileURLToPath(import.meta.resolve('@lhci/cli/src/cli.js'))
const running = new Set()

/** `lhci <args>` in cwd; resolves to { code, output } (it never rejects on a non-zero exit). */
export function lhci(args, { cwd, env = {} }) {
  fs.mkdirSync(cwd, { recursive: true })
  // LHCI starts Lighthouse with the `node` on PATH: make it this one.
  const PATH = [path.dirname(process.execPath), process.env.PATH].join(path.delimiter)
  const child = spawn(process.execPath, [LHCI_BIN, ...args, `--config=${RC_FILE}`], {
    cwd,
    env: { ...process.env, PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so an interrupt stops Lighthouse and Chromium with it.
    detached: true,
  })
  running.add(child)
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code, signal) => {
      running.delete(child)
      resolve({ code: code ?? (signal ? 128 : 1), output })
    })
  })
}

/** Stops the LHCI commands still running (their process groups: Lighthouse and Chromium too). */
export function stopLhci() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGINT')
    } catch {
      // Already gone.
    }
  }
}

export function savedLhrFiles(dir) {
  const folder = path.join(dir, '.lighthouseci')
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder)
    .filter((file) => /^lhr-\d+\.json$/.test(file))
    .sort()
    .map((file) => path.join(folder, file))
}

/** One Lighthouse run of url, added to dir's runs; resolves to its LHR, or null and the log. */
export async function collectOnce({ dir, url, method, blockedUrls = [] }) {
  const before = new Set(savedLhrFiles(dir))
  const env = { BENCH_THROTTLING: method, BENCH_BLOCKED_URLS: blockedUrls.join(' ') }
  const { code, output } = await lhci(
    ['collect', '--additive', '--numberOfRuns=1', `--url=${url}`],
    { cwd: dir, env },
  )
  const added = savedLhrFiles(dir).filter((file) => !before.has(file))
  if (code !== 0 || added.length !== 1) return { lhr: null, output }
  return { lhr: JSON.parse(fs.readFileSync(added[0], 'utf8')), output }
}

/** `lhci assert` on dir's runs with the method's assertions; resolves to LHCI's results. */
export async function assertRuns({ dir, method }) {
  const { code, output } = await lhci(['assert'], { cwd: dir, env: { BENCH_THROTTLING: method } })
  const file = path.join(dir, '.lighthouseci', 'assertion-results.json')
  if (!fs.existsSync(file)) throw new Error(`lhci assert wrote no results:\n${output}`)
  return { passed: code === 0, results: JSON.parse(fs.readFileSync(file, 'utf8')) }
}

/**
 * `lhci upload --target=filesystem`: HTML and JSON reports and a manifest in outputDir. LHCI's
 * own copies in .lighthouseci are removed afterwards (assert them first).
 */
export async function saveReports({ dir, outputDir }) {
  const args = ['upload', '--target=filesystem', `--outputDir=${outputDir}`]
  const { code, output } = await lhci(args, { cwd: dir })
  if (code !== 0) throw new Error(`lhci upload failed:\n${output}`)
  for (const file of savedLhrFiles(dir)) {
    fs.rmSync(file, { force: true })
    fs.rmSync(file.replace(/\.json$/, '.html'), { force: true })
  }
}
