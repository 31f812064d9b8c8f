// The post-build's guard, run on the finished export inside `npm run build` (the deploy runs
// nothing else): each pass rewrote what it must have, and the pages hold nothing it does not know.
// A Next upgrade that changes its export fails the build here, naming the pass and what it found,
// instead of shipping pages that silently lost a guarantee. It reads the finished files, not the
// passes' own results.
import fs from 'node:fs'
import path from 'node:path'
import { THEME_STORAGE_KEY } from '../../config/settings'
import {
  CHUNK_DIR,
  FLIGHT_QUEUE,
  htmlFiles,
  inlinedStylesheets,
  isFlightScript,
  rscPayloadFiles,
  rscPayloadsOf,
  scriptTags,
  SITE_URL,
  turbopackBootstrapChunks,
} from '../lib/export'
import { COMPILE_HINT } from './compile-hints'
import { hasHeroPhoto, loaderFor } from './photo-first'
import { inlineScripts, sha256 } from './policy'

/**
 * How many times a stylesheet's text appears: as written (the <style>, a text row of RSC data)
 * or JSON-escaped (a string in RSC data, inside a script). Neither form contains the other.
 */
export function copiesOf(css: string, texts: string[]): number {
  const forms = [...new Set([css, JSON.stringify(css).slice(1, -1)])]
  const count = (text: string, form: string) => text.split(form).length - 1
  return texts.reduce((sum, text) => forms.reduce((n, form) => n + count(text, form), sum), 0)
}

const isThemeScript = (text: string) =>
  text.includes(`"${THEME_STORAGE_KEY}"`) && text.includes('localStorage')

/** What is wrong with one finished page (a path relative to dir), each as `[pass] problem`. */
function pageProblems(dir: string, file: string, head: string, urls: RegExp): string[] {
  const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8')
  const exists = (url: string) => fs.existsSync(path.join(dir, new URL(url, SITE_URL).pathname))
  const html = read(file)
  const problems: string[] = []

  const afterHead = html.slice(html.indexOf('<head>') + '<head>'.length)
  const meta = afterHead.match(
    /^<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/,
  )
  const scriptSrc = meta?.[1]?.split('; ').find((d) => d.startsWith('script-src ')) ?? ''
  if (!meta) problems.push('[policy] the Content-Security-Policy is not first in <head>')
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", "'strict-dynamic'"])
    if (scriptSrc.includes(loose)) problems.push(`[policy] script-src allows ${loose}`)
  if (meta && !afterHead.startsWith(`<script>${head}</script>`, meta[0].length))
    problems.push('[policy] the head script does not follow the policy first in <head>')

  const inline = inlineScripts(html)
  if (inline.filter((text) => text === head).length !== 1)
    problems.push('[policy] the head script is not in the page once')
  const startup: string[] = []
  let loaders = 0
  for (const text of inline) {
    if (!scriptSrc.split(' ').includes(sha256(text)))
      problems.push(`[policy] an inline script without its hash: ${text.slice(0, 60)}`)
    const bootstrap = turbopackBootstrapChunks(text)
    const named = [...text.matchAll(new RegExp(`"(${CHUNK_DIR}[^"]+)"`, 'g'))].map(
      ([, url]) => url!,
    )
    if (bootstrap) startup.push(...bootstrap)
    else if (named.length && text === loaderFor(named)) {
      loaders++
      startup.push(...named)
    } else if (text !== head && !isFlightScript(text) && !isThemeScript(text))
      problems.push(`[scripts] an inline script the build does not know: ${text.slice(0, 80)}`)
  }
  const flight = inline.filter((text) => text.includes(FLIGHT_QUEUE))
  if (flight.length !== 2 || !flight.every(isFlightScript))
    problems.push(
      `[stylesheet-once] ${flight.length} flight scripts, not the bootstrap and one stream`,
    )

  const chunks = scriptTags(html)
  startup.push(...chunks.filter((tag) => !tag.noModule).map((tag) => tag.url))
  const chunkTags = chunks.filter((tag) => !tag.noModule)
  if (hasHeroPhoto(html)) {
    if (loaders !== 1) problems.push(`[photo-first] ${loaders} loaders, not one`)
    if (chunkTags.length) problems.push(`[photo-first] ${chunkTags[0]!.url} is still a tag`)
  } else if (!chunkTags.some((tag) => !tag.preload))
    problems.push(`[scripts] no <script src> of a chunk in ${CHUNK_DIR}`)
  for (const url of new Set([...startup, ...chunks.map((tag) => tag.url)])) {
    if (!exists(url)) problems.push(`[scripts] ${url} is not in the export`)
    else if (!urls.test(url))
      problems.push(`[policy] ${url} is a script the Trusted Types policy refuses`)
  }
  for (const url of new Set(startup))
    if (exists(url) && !read(new URL(url, SITE_URL).pathname).startsWith(COMPILE_HINT))
      problems.push(`[compile-hints] ${url} starts the page without the compile hint`)

  const stylesheets = inlinedStylesheets(html)
  if (stylesheets.length === 0) problems.push('[stylesheet-once] no inline stylesheet')
  const texts = [html, ...rscPayloadsOf(dir, file).map(read)]
  for (const href of stylesheets) {
    const copies = copiesOf(read(href), texts)
    if (copies > 1)
      problems.push(`[stylesheet-once] ${href} is in the page and its RSC data ${copies} times`)
  }
  return problems
}

/** What shows the finished export is not as the post-build must leave it, page by page. */
export function exportProblems(dir: string, head: string, urls: RegExp): string[] {
  const pages = htmlFiles(dir)
  const problems = pages.flatMap((file) =>
    pageProblems(dir, file, head, urls).map((problem) => problem.replace('] ', `] ${file}: `)),
  )
  if (pages.length === 0) problems.push('[post-build] no pages in the export')
  if (rscPayloadFiles(dir).length === 0)
    problems.push('[stylesheet-once] no RSC payloads beside the pages')
  return problems
}
