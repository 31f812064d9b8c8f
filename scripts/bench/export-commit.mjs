// A benchmark export of any commit, for `npm run bench -- --compare <dirA> <dirB>`:
//   node scripts/bench/export-commit.mjs <commit> [--out <folder>]
// copies the commit's tree (git archive) to a temporary folder, installs its lockfile there
// (npm ci, from the npm cache when it can), runs the benchmark build into
// bench-results/exports/<commit>/ (or --out) and removes the temporary folder. The commit must
// read NEXT_PUBLIC_IMAGE_HOST (this benchmark's commit and later ones).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { isMain } from '../lib/export.mjs'
import { BenchError } from './args.mjs'
import { buildSiteExport } from './build.mjs'
import { EXPORTS_DIR, ROOT } from './config.mjs'

function git(args) {
  const stdio = ['ignore', 'pipe', 'pipe']
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio }).trim()
}

export function exportCommit(commit, out) {
  let sha
  try {
    sha = git(['rev-parse', '--verify', `${commit}^{commit}`])
  } catch {
    throw new BenchError(`"${commit}" is not a commit of this repository`)
  }
  const target = out ?? path.join(EXPORTS_DIR, sha.slice(0, 12))
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-commit-'))
  const source = path.join(temp, 'src')
  try {
    fs.mkdirSync(source)
    console.log(`Copying ${sha.slice(0, 12)} to ${source}…`)
    git(['archive', '--output', path.join(temp, 'tree.tar'), sha])
    execFileSync('tar', ['-xf', path.join(temp, 'tree.tar'), '-C', source])
    console.log('Installing its dependencies (npm ci)…')
    execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: source,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    })
    console.log('Building its benchmark export…')
    buildSiteExport({ source, out: target })
  } finally {
    fs.rmSync(temp, { recursive: true, force: true })
  }
  return target
}

if (isMain(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' } },
  })
  try {
    if (positionals.length !== 1)
      throw new BenchError('usage: export-commit.mjs <commit> [--out <folder>]')
    const out = exportCommit(positionals[0], values.out && path.resolve(values.out))
    console.log(`\nBenchmark export of ${positionals[0]}: ${path.relative(process.cwd(), out)}`)
    console.log(
      `Compare: npm run bench -- --compare ${path.relative(process.cwd(), out)} <other export>`,
    )
  } catch (error) {
    console.error(error instanceof BenchError ? `export-commit: ${error.message}` : error)
    process.exit(1)
  }
}
