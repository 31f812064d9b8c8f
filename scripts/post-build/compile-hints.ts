// Chrome (136 and later) compiles every function of a script that opens with this comment on the
// thread that streams the script in, instead of each function on the main thread when it is first
// called (v8.dev/blog/explicit-compile-hints). Turbopack's runtime calls every module of the
// chunks a page starts with in one task, so their compiling was most of the longest task of a
// load (A/B in docs/performance.md). Next has no option for it; other engines read a comment.
import fs from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The script with the hint as its first line, once. */
function withCompileHint(js: string): string {
  return js.startsWith(COMPILE_HINT) ? js : COMPILE_HINT + js
}

/**
 * Puts the hint on the chunk files these page URLs name (the chunks pages start with, not those
 * loaded later, whose compiling ahead of need would be wasted). Returns how many it changed.
 */
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
