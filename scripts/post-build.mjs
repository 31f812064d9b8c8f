// Chained after `next build` in the build script (not a postbuild hook, which some package
// managers skip): finishes every exported page, and fails the build if a page cannot be made safe.
import fs from 'node:fs'
import path from 'node:path'
import { withPolicy } from './post-build/csp.mjs'
import { withExternalFlight } from './post-build/flight.mjs'
import {
  inlinedStylesheets,
  withStylesheetOnce,
  withoutStylesheetText,
} from './post-build/stylesheet-once.mjs'
import { htmlFiles, isMain } from './lib/export.mjs'

/** The RSC payloads of client navigations: every .txt of the export that is not a public file. */
function flightFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.txt') && !file.startsWith('_next/'))
    .filter((file) => /^[0-9a-f]+:/.test(fs.readFileSync(path.join(dir, file), 'utf8')))
}

/** The text of the stylesheets every page carries inline: no page needs it from a payload. */
function sharedStylesheets(dir, pages) {
  const [first, ...rest] = pages.map(inlinedStylesheets)
  const shared = [...(first ?? [])].filter((href) => rest.every((hrefs) => hrefs.has(href)))
  return shared.map((href) => fs.readFileSync(path.join(dir, href), 'utf8'))
}

export function finishExport(dir) {
  const read = (file) => fs.readFileSync(path.join(dir, file), 'utf8')
  const write = (file, text) => fs.writeFileSync(path.join(dir, file), text)
  const files = htmlFiles(dir)
  const stylesheets = sharedStylesheets(dir, files.map(read))
  let emptied = 0
  for (const file of files) {
    try {
      const page = withStylesheetOnce(read(file), stylesheets)
      emptied += page.emptied
      const { html, script } = withExternalFlight(page.html)
      if (script) {
        fs.mkdirSync(path.join(dir, path.dirname(script.name)), { recursive: true })
        write(script.name, script.js)
      }
      write(file, withPolicy(html))
    } catch (error) {
      throw new Error(`${file}: ${error.message}`)
    }
  }
  for (const file of flightFiles(dir)) {
    const payload = withoutStylesheetText(read(file), stylesheets)
    if (payload.emptied) write(file, payload.text)
    emptied += payload.emptied
  }
  return { pages: files.length, emptied }
}

if (isMain(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? 'out'
  try {
    const { pages, emptied } = finishExport(dir)
    console.log(
      `Post-build: ${pages} pages with their Content-Security-Policy; ` +
        `${emptied} copies of the inline stylesheet emptied from RSC data`,
    )
  } catch (error) {
    console.error(`Post-build failed: ${error.message}`)
    process.exit(1)
  }
}
