// Chained after `next build` in the build script (not a postbuild hook, which some package
// managers skip): finishes every exported page, and fails the build if a page cannot be made safe.
import fs from 'node:fs'
import path from 'node:path'
import { withPolicy } from './post-build/csp.mjs'
import { fontPreloads, withFontPreloads } from './post-build/font-preloads.mjs'
import { htmlFiles, isMain } from './lib/export.mjs'

export function finishExport(dir) {
  const read = (file) => fs.readFileSync(path.join(dir, file), 'utf8')
  const preloads = fontPreloads(read('index.html'))
  const files = htmlFiles(dir)
  for (const file of files) {
    try {
      const page = withFontPreloads(read(file), preloads)
      fs.writeFileSync(path.join(dir, file), withPolicy(page))
    } catch (error) {
      throw new Error(`${file}: ${error.message}`)
    }
  }
  return files.length
}

if (isMain(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? 'out'
  try {
    const count = finishExport(dir)
    console.log(`Post-build: Content-Security-Policy and font preloads written to ${count} pages`)
  } catch (error) {
    console.error(`Post-build failed: ${error.message}`)
    process.exit(1)
  }
}
