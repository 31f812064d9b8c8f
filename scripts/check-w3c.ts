// Catches what only the W3C Nu HTML Checker knows: HTML content models and CSS errors on any page, the inline stylesheet included.
// A wrapper only because vnu exits 0 when given a missing path or a folder with no page in it:
// this lists the pages itself and fails when there is none. config/vnu-filter.txt names the
// messages it drops. Usage: tsx scripts/check-w3c.ts [out]
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { htmlFiles, isMain } from './lib/export'

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')
export const FILTER_FILE = fileURLToPath(new URL('../config/vnu-filter.txt', import.meta.url))

/** Runs the checker on every page under dir; its messages go to stderr, or to `output`. */
export function checkW3c(dir: string, stdio: 'inherit' | 'pipe' = 'inherit') {
  const files = htmlFiles(dir).map((file) => path.join(dir, file))
  if (files.length === 0) throw new Error(`no pages in ${dir}`)
  const run = spawnSync(
    'java',
    ['-jar', VNU_JAR, '--errors-only', '--filterfile', FILTER_FILE, ...files],
    { stdio, encoding: 'utf8' },
  )
  if (run.error) throw run.error
  return { pages: files.length, passed: run.status === 0, output: `${run.stdout}${run.stderr}` }
}

if (isMain(import.meta.url)) {
  const dir = process.argv[2] ?? 'out'
  try {
    const { pages, passed } = checkW3c(dir)
    console.log(`W3C Nu HTML Checker: ${pages} pages, ${passed ? 'no errors' : 'errors above'}.`)
    process.exitCode = passed ? 0 : 1
  } catch (error) {
    console.error(`W3C check failed: ${(error as Error).message}`)
    process.exitCode = 1
  }
}
