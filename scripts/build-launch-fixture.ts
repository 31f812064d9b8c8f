// The launch-fixture export (docs/launch.md). `-- <command> [args]` builds it while <command> runs,
// failing if either fails, its output held back until the command's has been printed.
import { thawContent, THAWED } from './frozen-content'
import { isMain } from './lib/export'
import { run, type Result } from './lib/build-export'

export const LAUNCH_FIXTURE_EXPORT = '.launch-fixture-out'

const variables = {
  LAUNCH_FIXTURE: '1',
  NEXT_PUBLIC_ANALYTICS: 'vercel',
  SITE_ENV: 'preview',
  NEXT_TELEMETRY_DISABLED: '1',
}
// The scripts read content/ as this build does: the pictures' copy, with the fixture's facts.
const env = {
  ...process.env,
  ...variables,
  NEXT_DIST_DIR: LAUNCH_FIXTURE_EXPORT,
  TSX_TSCONFIG_PATH: 'tsconfig.launch-fixture.json',
}
const tsx = (...args: string[]) => ['node_modules/.bin/tsx', args] as const

async function buildLaunchFixtureExport(capture: boolean): Promise<Result> {
  const thawed = thawContent()
  let output = `The pictures' content: ${thawed} files, in ${THAWED}/\n`
  const steps: [string, readonly string[], NodeJS.ProcessEnv][] = [
    [...tsx('scripts/lucide-symbols.ts'), env],
    [process.execPath, ['node_modules/next/dist/bin/next', 'build'], env],
    ['npm', ['run', 'test:scripts', '--silent'], { ...env, RAW_EXPORT: LAUNCH_FIXTURE_EXPORT }],
    [...tsx('scripts/post-build.ts', LAUNCH_FIXTURE_EXPORT), env],
    [...tsx('scripts/check-export.ts', LAUNCH_FIXTURE_EXPORT), env],
  ]
  for (const [command, args, stepEnv] of steps) {
    const result = await run(command, [...args], { env: stepEnv, capture })
    output += result.output
    if (result.code !== 0) return { code: result.code, output }
  }
  return { code: 0, output }
}

if (isMain(import.meta.url)) {
  const separator = process.argv.indexOf('--')
  const beside = separator === -1 ? [] : process.argv.slice(separator + 1)
  const started = Date.now()
  const [build, other] = await Promise.all([
    buildLaunchFixtureExport(beside.length > 0),
    beside[0] ? run(beside[0], beside.slice(1)) : Promise.resolve({ code: 0, output: '' }),
  ])
  if (beside.length > 0) process.stdout.write(build.output)
  const seconds = Math.round((Date.now() - started) / 1000)
  if (build.code !== 0) console.error('The launch-fixture export failed (above)')
  else console.log(`Launch-fixture export in ${LAUNCH_FIXTURE_EXPORT}/, checked (${seconds} s)`)
  process.exitCode = build.code || other.code
}
