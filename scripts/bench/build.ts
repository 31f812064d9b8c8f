// `npm run bench:build`: the exports the benchmark measures, beside (never over) the production
// out/: the site with its photos and CSP pointed at the photo origin, its twin without scripts,
// and the bare Next.js page.
// To measure another commit, check it out beside this one and build it there:
//   git worktree add ../base <commit> && (cd ../base && npm ci && npm run bench:build)
import fs from 'node:fs'
import path from 'node:path'
import { buildExport, run } from '../lib/build-export'
import { BARE_APP, BARE_EXPORT, PHOTO_ORIGIN, ROOT, SITE_EXPORT, TWIN_EXPORT } from './config'
import { buildTwinExport } from './twin'

async function succeeded(build: Promise<{ code: number }>, what: string) {
  if ((await build).code !== 0) throw new Error(`${what} failed to build`)
}

async function buildBareExport() {
  fs.rmSync(BARE_EXPORT, { recursive: true, force: true })
  const next = path.join(ROOT, 'node_modules/next/dist/bin/next')
  const env = {
    ...process.env,
    NEXT_DIST_DIR: path.relative(BARE_APP, BARE_EXPORT),
    NEXT_TELEMETRY_DISABLED: '1',
  }
  await succeeded(run(process.execPath, [next, 'build', BARE_APP], { env }), 'The bare page')
  fs.rmSync(path.join(BARE_APP, '.next'), { recursive: true, force: true })
}

export async function buildBenchExports() {
  const site = buildExport(path.relative(ROOT, SITE_EXPORT), {
    NEXT_PUBLIC_IMAGE_HOST: PHOTO_ORIGIN,
  })
  await succeeded(site, 'The site')
  buildTwinExport(SITE_EXPORT, TWIN_EXPORT)
  await buildBareExport()
}

if (process.argv[1] === import.meta.filename) {
  await buildBenchExports()
  console.log(
    `Benchmark exports: ${[SITE_EXPORT, TWIN_EXPORT, BARE_EXPORT].map((dir) => path.relative(ROOT, dir)).join(', ')}`,
  )
}
