// Chained after `next build` in the build script (not a postbuild hook, which some package
// managers skip): finishes every exported page, and fails the build if a page cannot be made safe
// or Next's export is not laid out as scripts/lib/export.ts says.
import fs from 'node:fs'
import path from 'node:path'
import { hintStartupChunks } from './post-build/compile-hints'
import { policyProblems, withPolicy } from './post-build/csp'
import { withExternalFlight } from './post-build/flight'
import { headScript } from './post-build/head-script'
import { layoutProblems } from './post-build/layout-check'
import { REPEATED_SLASHES_SCRIPT } from './post-build/repeated-slashes'
import { withScriptsAfterLoad } from './post-build/scripts-after-load'
import { sharedStylesheets, withoutStylesheetText } from './post-build/stylesheet-once'
import {
  allowedScriptUrls,
  policyScript,
  trustedTypesProblems,
  withTrustedTypes,
} from './post-build/trusted-types'
import { htmlFiles, inlineFlight, isMain, rscPayloadFiles } from './lib/export'

/**
 * The page with its policy, checked: first in <head>, strict, and followed at once by the Trusted
 * Types policy's script.
 */
function withCheckedPolicy(html: string, trustedTypes: string): string {
  const finished = withPolicy(withTrustedTypes(html, trustedTypes))
  const problems = [...policyProblems(finished), ...trustedTypesProblems(finished, trustedTypes)]
  if (problems.length) throw new Error(problems.join('; '))
  return finished
}

/** The first script of every page: the Trusted Types policy, then the fix for repeated slashes. */
export function firstScript(dir: string): string {
  return headScript(policyScript(allowedScriptUrls(dir)), REPEATED_SLASHES_SCRIPT)
}

export function finishExport(dir: string) {
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8')
  const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text)
  const files = htmlFiles(dir)
  const stylesheets = sharedStylesheets(dir, files.map(read))
  const trustedTypes = firstScript(dir)
  let emptied = 0
  const startupChunks = new Set<string>()
  for (const file of files) {
    try {
      const { html: page, chunks } = withScriptsAfterLoad(read(file))
      chunks.forEach((url) => startupChunks.add(url))
      const flight = inlineFlight(page)
      const data = withoutStylesheetText(flight.text, stylesheets)
      emptied += data.emptied
      const { html, script } = withExternalFlight(page, flight, data.text)
      if (script) {
        fs.mkdirSync(path.join(dir, path.dirname(script.name)), { recursive: true })
        write(script.name, script.js)
      }
      write(file, withCheckedPolicy(html, trustedTypes))
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`)
    }
  }
  for (const file of rscPayloadFiles(dir)) {
    const payload = withoutStylesheetText(read(file), stylesheets)
    if (payload.emptied) write(file, payload.text)
    emptied += payload.emptied
  }
  const hinted = hintStartupChunks(dir, startupChunks)
  const problems = layoutProblems(dir)
  if (problems.length) throw new Error(`Next's export is not as expected: ${problems.join('; ')}`)
  return { pages: files.length, emptied, hinted }
}

if (isMain(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? 'out'
  try {
    const { pages, emptied, hinted } = finishExport(dir)
    console.log(
      `Post-build: ${pages} pages with their Content-Security-Policy and Trusted Types; ` +
        `${emptied} copies of the inline stylesheet emptied from RSC data; ` +
        `${hinted} startup chunks hinted for eager compiling`,
    )
  } catch (error) {
    console.error(`Post-build failed: ${(error as Error).message}`)
    process.exit(1)
  }
}
