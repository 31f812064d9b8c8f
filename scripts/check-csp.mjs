// Reads every exported page for its Content-Security-Policy and recomputes the hash of each
// inline script: the policy must come first in <head>, allow exactly those scripts, and never
// fall back to 'unsafe-inline', 'unsafe-eval' or 'strict-dynamic' for scripts.
import fs from 'node:fs'
import path from 'node:path'
import { htmlFiles, isMain } from './lib/export.mjs'
import { inlineScriptHashes, policy } from './post-build/csp.mjs'

const META = /^<head[^>]*><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/?>/

export function pageProblems(html) {
  const head = html.slice(html.indexOf('<head'))
  const match = head.match(META)
  if (!match) return ['the policy is not the first element of <head>']
  const content = match[1]
  const problems = []
  const scriptSrc =
    content
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src ')) ?? ''
  for (const forbidden of ["'unsafe-inline'", "'unsafe-eval'", "'strict-dynamic'"]) {
    if (scriptSrc.includes(forbidden)) problems.push(`script-src allows ${forbidden}`)
  }
  const expected = policy(inlineScriptHashes(html))
  if (content !== expected) problems.push('the policy does not match the page’s inline scripts')
  return problems
}

export function checkCsp(dir) {
  return htmlFiles(dir).flatMap((file) =>
    pageProblems(fs.readFileSync(path.join(dir, file), 'utf8')).map(
      (problem) => `${file}: ${problem}`,
    ),
  )
}

if (isMain(import.meta.url)) {
  const dir = process.argv[2] ?? 'out'
  const problems = checkCsp(dir)
  if (problems.length) {
    console.error(`CSP check failed (${problems.length}):`)
    for (const problem of problems) console.error(`  - ${problem}`)
    process.exit(1)
  }
  console.log(`CSP check passed: ${htmlFiles(dir).length} pages, every inline script hashed`)
}
