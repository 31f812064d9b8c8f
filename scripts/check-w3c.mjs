// Validates every exported HTML page with the W3C Nu HTML Checker (the `vnu-jar` package, run
// offline on Java 11 or later), which knows the HTML standard's content models better than any
// lint rule. Usage: node scripts/check-w3c.mjs [out]
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import vnuJar from 'vnu-jar'
import { htmlFiles, isMain } from './lib/export.mjs'

/** Readable lines for the errors in the checker's JSON report, paths relative to dir. */
export function errorLines(report, dir) {
  return report.messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .map((message) => {
      const file = path.relative(dir, decodeURIComponent(new URL(message.url).pathname))
      return `${file}:${message.lastLine ?? '?'}  ${message.message}`
    })
}

/** Runs the checker on every page under dir; returns its error lines. */
export function checkW3c(dir) {
  const files = htmlFiles(dir).map((file) => path.resolve(dir, file))
  if (files.length === 0) throw new Error(`no pages found in ${dir}`)
  const run = spawnSync(
    'java',
    [
      '-jar',
      String(vnuJar),
      '--errors-only',
      '--filterfile',
      'config/vnu-filter.txt',
      '--format',
      'json',
      '--stdout',
      ...files,
    ],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  if (run.error) {
    throw new Error(
      `cannot start Java (${run.error.code}): install a Java runtime, e.g. apt-get install -y default-jre-headless`,
    )
  }
  if (!run.stdout.trim()) throw new Error(`the checker reported nothing: ${run.stderr.trim()}`)
  return { files: files.length, errors: errorLines(JSON.parse(run.stdout), path.resolve(dir)) }
}

if (isMain(import.meta.url)) {
  const dir = process.argv[2] ?? 'out'
  try {
    const { files, errors } = checkW3c(dir)
    for (const line of errors) console.log(line)
    if (errors.length > 0) {
      console.log(`\nW3C Nu HTML Checker: ${errors.length} error(s) in ${files} pages.`)
      process.exit(1)
    }
    console.log(`W3C Nu HTML Checker: ${files} pages, no errors.`)
  } catch (error) {
    console.error(`W3C check failed: ${error.message}`)
    process.exit(1)
  }
}
