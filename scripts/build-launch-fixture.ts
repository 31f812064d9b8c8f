// `npm run build:launch-fixture`: the second export the tests need, in .launch-fixture-out/, built
// as a preview deploy that measures visits (SITE_ENV=preview, NEXT_PUBLIC_ANALYTICS=vercel), with
// the launch fixture's facts in place of the owner's (LAUNCH_FIXTURE=1, e2e/launch-fixture.ts):
// 1. `next build`, and the scripts' tests with Next's own export at hand (RAW_EXPORT: the
//    post-build is tried on it, and on it altered, before it is finished);
// 2. the post-build, then every export check, reading content/ as this build does.
// The browser tests tagged @facts and e2e/analytics.spec.ts run against it (playwright.config.ts).
//   tsx scripts/build-launch-fixture.ts -- <command> [args]  builds it while <command> runs, and
//                                                            fails if either fails
// That form keeps npm test short: the production export's checks run while this one builds. Its
// output is held back and printed after the command's, so the two never interleave.
import { isMain } from './lib/export'
import { run, type Result } from './lib/build-export'

export const LAUNCH_FIXTURE_EXPORT = '.launch-fixture-out'

const variables = {
  LAUNCH_FIXTURE: '1',
  NEXT_PUBLIC_ANALYTICS: 'vercel',
  SITE_ENV: 'preview',
  NEXT_TELEMETRY_DISABLED: '1',
}
// The scripts read content/ as this build does (with the fixture's facts).
const env = {
  ...process.env,
  ...variables,
  NEXT_DIST_DIR: LAUNCH_FIXTURE_EXPORT,
  TSX_TSCONFIG_PATH: 'tsconfig.launch-fixture.json',
}
const tsx = (...args: string[]) => ['node_modules/.bin/tsx', args] as const

async function buildLaunchFixtureExport(capture: boolean): Promise<Result> {
  const steps: [string, readonly string[], NodeJS.ProcessEnv][] = [
    [process.execPath, ['node_modules/next/dist/bin/next', 'build'], env],
    ['npm', ['run', 'test:scripts', '--silent'], { ...env, RAW_EXPORT: LAUNCH_FIXTURE_EXPORT }],
    [...tsx('scripts/post-build.ts', LAUNCH_FIXTURE_EXPORT), env],
    [...tsx('scripts/check-export.ts', LAUNCH_FIXTURE_EXPORT), env],
  ]
  let output = ''
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
