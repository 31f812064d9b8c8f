// Chained after `next build` in the build script: some package managers skip a postbuild hook.
import fs from 'node:fs'
import path from 'node:path'
import { IS_PREVIEW } from '../config/settings'
import { hintStartupChunks } from './post-build/compile-hints'
import { headersFile } from './post-build/headers-file'
import { sentHeaderProblems } from './post-build/sent-headers'
import { headProgram, inlineScripts, scriptUrls, withPolicy } from './post-build/policy'
import { exportProblems } from './post-build/verify'
import { htmlFiles, isMain, scriptTags, turbopackBootstrapChunks } from './lib/export'

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

  const urls = scriptUrls(dir, pages)
  const head = headProgram(urls)
  const startup = new Set<string>()
  files.forEach((file, index) => {
    const raw = pages[index]!
    for (const tag of scriptTags(raw)) if (!tag.noModule) startup.add(tag.url)
    for (const text of inlineScripts(raw))
      for (const url of turbopackBootstrapChunks(text) ?? []) startup.add(url)
    try {
      write(file, withPolicy(raw, head))
    } catch (error) {
      throw new Error(`[policy] ${file}: ${(error as Error).message}`)
    }
  })
  const hinted = hintStartupChunks(dir, startup)
  write('_headers', headersFile(IS_PREVIEW))
  const problems = exportProblems(dir)
  if (problems.length) throw new Error(problems.join('\n'))
  return { pages: files.length, hinted }
}

if (isMain(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? 'out'
  try {
    const { pages, hinted } = finishExport(dir)
    const headers = await sentHeaderProblems(dir, IS_PREVIEW)
    if (headers.length) throw new Error(`[headers] ${headers.join('\n')}`)
    console.log(
      `Post-build: ${pages} pages with their policy and head script, ${hinted} startup chunks hinted`,
    )
  } catch (error) {
    console.error(`Post-build failed:\n${(error as Error).message}`)
    process.exit(1)
  }
}
