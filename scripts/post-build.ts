// Chained after `next build` in the build script: some package managers skip a postbuild hook.
import fs from 'node:fs'
import path from 'node:path'
import { IS_PREVIEW } from '../config/settings'
import { hintStartupChunks } from './post-build/compile-hints'
import { headersFile } from './post-build/headers-file'
import { hasHeroPhoto, withPhotoFirst } from './post-build/photo-first'
import { sentHeaderProblems } from './post-build/sent-headers'
import { headProgram, inlineScripts, scriptUrls, withPolicy } from './post-build/policy'
import {
  sharedStylesheets,
  withoutStylesheetText,
  withStylesheetOnce,
} from './post-build/stylesheet-once'
import { exportProblems } from './post-build/verify'
import {
  htmlFiles,
  isMain,
  rscPayloadFiles,
  scriptTags,
  turbopackBootstrapChunks,
} from './lib/export'

export function finishExport(dir: string) {
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8')
  const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text)
  const files = htmlFiles(dir)
  const pages = files.map(read)
  const finished = files.filter((_, index) =>
    pages[index]!.includes('http-equiv="Content-Security-Policy"'),
  )
  if (finished.length)
    throw new Error(`[post-build] already finished (${finished[0]}): run next build first`)

  const stylesheets = sharedStylesheets(dir, pages)
  const urls = scriptUrls(dir, pages)
  const head = headProgram(urls)
  let emptied = 0
  const startup = new Set<string>()
  files.forEach((file, index) => {
    const raw = pages[index]!
    for (const tag of scriptTags(raw)) if (!tag.noModule) startup.add(tag.url)
    let page = raw
    try {
      if (hasHeroPhoto(raw)) page = withPhotoFirst(raw)
    } catch (error) {
      throw new Error(`${(error as Error).message} in ${file}`)
    }
    for (const text of inlineScripts(raw))
      for (const url of turbopackBootstrapChunks(text) ?? []) startup.add(url)
    const once = withStylesheetOnce(page, stylesheets)
    emptied += once.emptied
    try {
      write(file, withPolicy(once.html, head))
    } catch (error) {
      throw new Error(`[policy] ${file}: ${(error as Error).message}`)
    }
  })
  for (const file of rscPayloadFiles(dir)) {
    const payload = withoutStylesheetText(read(file), stylesheets)
    if (payload.emptied) write(file, payload.text)
    emptied += payload.emptied
  }
  if (emptied === 0)
    throw new Error(
      '[stylesheet-once] found no copy of the stylesheet in the RSC data to empty: if Next now writes a reference (vercel/next.js#98397), delete this pass',
    )
  const hinted = hintStartupChunks(dir, startup)
  write('_headers', headersFile(IS_PREVIEW))
  const problems = exportProblems(dir)
  if (problems.length) throw new Error(problems.join('\n'))
  return { pages: files.length, emptied, hinted }
}

if (isMain(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? 'out'
  try {
    const { pages, emptied, hinted } = finishExport(dir)
    const headers = await sentHeaderProblems(dir, IS_PREVIEW)
    if (headers.length) throw new Error(`[headers] ${headers.join('\n')}`)
    console.log(
      `Post-build: ${pages} pages with their policy and head script, ${emptied} copies of the ` +
        `inline stylesheet emptied from RSC data, ${hinted} startup chunks hinted`,
    )
  } catch (error) {
    console.error(`Post-build failed:\n${(error as Error).message}`)
    process.exit(1)
  }
}
