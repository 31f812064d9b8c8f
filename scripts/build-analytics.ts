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
import { isMain } from './lib/export'
import { buildExport, run } from './lib/build-export'

export const ANALYTICS_EXPORT = '.analytics-out'

export const buildAnalyticsExport = ({ capture = false } = {}) =>
  buildExport(
    ANALYTICS_EXPORT,
    { NEXT_PUBLIC_ANALYTICS: 'vercel', SITE_CONTENT: 'launch-fixture' },
    { capture },
  )

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
