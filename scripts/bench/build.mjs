// Builds the exports the benchmark measures, next to (never over) the production out/:
//   the site, with the image host pointed at the photo origin (URLs and CSP), and
//   the bare Next.js page (scripts/bench/bare), with the project's own next.
//   node scripts/bench/build.mjs [--source <checkout>] [--out <folder>] [--no-bare]
// --source builds another checkout of the project (see export-commit.mjs).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { isMain } from '../lib/export.mjs'
import { BenchError } from './args.mjs'
import { BARE_APP, BARE_EXPORT, PHOTO_ORIGIN, ROOT, SITE_EXPORT } from './config.mjs'

const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next')

function run(command, args, { cwd, env }) {
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  })
  if (result.status !== 0) {
    throw new BenchError(`${[command, ...args].join(' ')} failed in ${cwd} (exit ${result.status})`)
  }
}

/**
 * `npm run build` of source into out, photos and CSP pointed at the photo origin. Next exports
 * only inside the project, so another checkout builds into its own bench-results/ first.
 */
export function buildSiteExport({ source = ROOT, out = SITE_EXPORT } = {}) {
  const relative = path.relative(source, out)
  const inside = !relative.startsWith('..') && !path.isAbsolute(relative)
  const buildDir = inside ? out : path.join(source, 'bench-results/exports/site')
  fs.rmSync(buildDir, { recursive: true, force: true })
  const env = {
    NEXT_PUBLIC_IMAGE_HOST: PHOTO_ORIGIN,
    NEXT_DIST_DIR: path.relative(source, buildDir),
    NEXT_TELEMETRY_DISABLED: '1',
  }
  run('npm', ['run', 'build', '--silent'], { cwd: source, env })
  const home = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8')
  if (!home.includes(`${PHOTO_ORIGIN}/`)) {
    throw new BenchError(
      `${buildDir}/index.html asks no photo of ${PHOTO_ORIGIN}: this checkout predates ` +
        'NEXT_PUBLIC_IMAGE_HOST (config/settings.mjs, next.config.mjs)',
    )
  }
  if (!inside) {
    fs.rmSync(out, { recursive: true, force: true })
    fs.cpSync(buildDir, out, { recursive: true })
  }
}

/** The bare page, built by the project's next; its build folder is removed afterwards. */
export function buildBareExport({ out = BARE_EXPORT } = {}) {
  fs.rmSync(out, { recursive: true, force: true })
  const env = { NEXT_DIST_DIR: path.relative(BARE_APP, out), NEXT_TELEMETRY_DISABLED: '1' }
  run(process.execPath, [NEXT_BIN, 'build', BARE_APP], { cwd: ROOT, env })
  fs.rmSync(path.join(BARE_APP, '.next'), { recursive: true, force: true })
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      source: { type: 'string' },
      out: { type: 'string' },
      'no-bare': { type: 'boolean', default: false },
    },
  })
  try {
    const source = values.source ? path.resolve(values.source) : ROOT
    const out = values.out ? path.resolve(values.out) : SITE_EXPORT
    buildSiteExport({ source, out })
    console.log(`Benchmark export of ${source}: ${out}`)
    if (!values['no-bare']) {
      buildBareExport()
      console.log(`Bare Next.js page: ${BARE_EXPORT}`)
    }
  } catch (error) {
    console.error(error instanceof BenchError ? `bench build: ${error.message}` : error)
    process.exit(1)
  }
}
