// Why: docs/performance.md, "The code's work after the load".
import fs from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

function withCompileHint(js: string): string {
  return js.startsWith(COMPILE_HINT) ? js : COMPILE_HINT + js
}

export function hintStartupChunks(dir: string, urls: Iterable<string>): number {
  let hinted = 0
  for (const file of new Set([...urls].map((url) => url.split('?')[0]!))) {
    const full = path.join(dir, file)
    const js = fs.readFileSync(full, 'utf8')
    const hintedJs = withCompileHint(js)
    if (hintedJs === js) continue
    fs.writeFileSync(full, hintedJs)
    hinted++
  }
  return hinted
}
