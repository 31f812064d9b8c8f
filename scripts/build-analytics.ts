// Builds the measuring export (NEXT_PUBLIC_ANALYTICS=vercel) into .analytics-out/, beside the
// production out/, for the browser tests of e2e/analytics.spec.ts and those tagged @facts. It is
// also the launch-edit build (SITE_CONTENT=launch-fixture): other plausible values stand in place
// of every stand-in of content/stand-ins.ts, so those tests prove they read the facts from content/
// (playwright.config.ts).
//   tsx scripts/build-analytics.ts                      builds it
//   tsx scripts/build-analytics.ts -- <command> [args]  builds it while <command> runs, and
//                                                       fails if either fails
// The second form keeps npm test short: the export checks run while this build does. Its output
// is held back and printed after the command's, so the two never interleave.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { isMain } from './lib/export'

export const ANALYTICS_EXPORT = '.analytics-out'

type Result = { code: number; output: string }

/** Runs a command to its end: its exit code, and its output when `capture` is set. */
function run(
  command: string,
  args: string[],
  { env = process.env, capture = false }: { env?: NodeJS.ProcessEnv; capture?: boolean } = {},
): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    let output = ''
    if (capture) {
      child.stdout?.on('data', (chunk) => (output += chunk))
      child.stderr?.on('data', (chunk) => (output += chunk))
    }
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }))
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

export function buildAnalyticsExport({ capture = false } = {}): Promise<Result> {
  fs.rmSync(ANALYTICS_EXPORT, { recursive: true, force: true })
  const env = {
    ...process.env,
    NEXT_PUBLIC_ANALYTICS: 'vercel',
    SITE_CONTENT: 'launch-fixture',
    NEXT_DIST_DIR: ANALYTICS_EXPORT,
    NEXT_TELEMETRY_DISABLED: '1',
  }
  return run('npm', ['run', 'build', '--silent'], { env, capture })
}

if (isMain(import.meta.url)) {
  const separator = process.argv.indexOf('--')
  const beside = separator === -1 ? [] : process.argv.slice(separator + 1)
  const started = Date.now()
  const [build, other] = await Promise.all([
    buildAnalyticsExport({ capture: beside.length > 0 }),
    beside[0] ? run(beside[0], beside.slice(1)) : Promise.resolve({ code: 0, output: '' }),
  ])
  if (beside.length > 0) process.stdout.write(build.output)
  const seconds = Math.round((Date.now() - started) / 1000)
  if (build.code !== 0) console.error(`The measuring export (${ANALYTICS_EXPORT}/) failed to build`)
  else console.log(`Measuring export in ${ANALYTICS_EXPORT}/ (${seconds} s)`)
  process.exitCode = build.code || other.code
}
