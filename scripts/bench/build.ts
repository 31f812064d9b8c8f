// `npm run bench:build`: the exports the benchmark measures, beside (never over) the production
// out/: the site with its photos and CSP pointed at the photo origin, and the bare Next.js page.
// To measure another commit, check it out beside this one and build it there:
//   git worktree add ../base <commit> && (cd ../base && npm ci && npm run bench:build)
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { BARE_APP, BARE_EXPORT, PHOTO_ORIGIN, ROOT, SITE_EXPORT } from './config'

function run(command: string, args: string[], env: Record<string, string>) {
  const options = { cwd: ROOT, stdio: 'inherit' as const }
  const result = spawnSync(command, args, {
    ...options,
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} failed`)
}

export function buildSiteExport() {
  fs.rmSync(SITE_EXPORT, { recursive: true, force: true })
  const env = {
    NEXT_PUBLIC_IMAGE_HOST: PHOTO_ORIGIN,
    NEXT_DIST_DIR: path.relative(ROOT, SITE_EXPORT),
  }
  run('npm', ['run', 'build', '--silent'], env)
}

export function buildBareExport() {
  fs.rmSync(BARE_EXPORT, { recursive: true, force: true })
  const next = path.join(ROOT, 'node_modules/next/dist/bin/next')
  run(process.execPath, [next, 'build', BARE_APP], {
    NEXT_DIST_DIR: path.relative(BARE_APP, BARE_EXPORT),
  })
  fs.rmSync(path.join(BARE_APP, '.next'), { recursive: true, force: true })
}

if (process.argv[1] === import.meta.filename) {
  buildSiteExport()
  buildBareExport()
  console.log(
    `Benchmark exports: ${path.relative(ROOT, SITE_EXPORT)}, ${path.relative(ROOT, BARE_EXPORT)}`,
  )
}
