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
function copiesOf(css: string, texts: string[]): number {
  const forms = [...new Set([css, JSON.stringify(css).slice(1, -1)])]
  const count = (text: string, form: string) => text.split(form).length - 1
  return texts.reduce((sum, text) => forms.reduce((n, form) => n + count(text, form), sum), 0)
}

const isThemeScript = (text: string) =>
  text.includes(`"${THEME_STORAGE_KEY}"`) && text.includes('localStorage')

type Export = { read: (file: string) => string; exists: (url: string) => boolean }

/** The policy first in <head>, strict, the head script right after it, every inline script hashed. */
function policyProblems(html: string, head: string): string[] {
  const afterHead = html.slice(html.indexOf('<head>') + '<head>'.length)
  const meta = afterHead.match(
    /^<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/,
  )
  if (!meta) return ['[policy] the Content-Security-Policy is not first in <head>']
  const scriptSrc = meta[1]!.split('; ').find((d) => d.startsWith('script-src ')) ?? ''
  const problems = ["'unsafe-inline'", "'unsafe-eval'", "'strict-dynamic'"]
    .filter((loose) => scriptSrc.includes(loose))
    .map((loose) => `[policy] script-src allows ${loose}`)
  if (!afterHead.startsWith(`<script>${head}</script>`, meta[0].length))
    problems.push('[policy] the head script does not follow the policy first in <head>')
  const inline = inlineScripts(html)
  if (inline.filter((text) => text === head).length !== 1)
    problems.push('[policy] the head script is not in the page once')
  for (const text of inline)
    if (!scriptSrc.split(' ').includes(sha256(text)))
      problems.push(`[policy] an inline script without its hash: ${text.slice(0, 60)}`)
  return problems
}

/**
 * Every inline script one the build knows; the chunks started by tag, by Turbopack's bootstrap or,
 * on a hero photo's page, by its one loader, each in the export, admitted by the Trusted Types
 * policy and hinted.
 */
function scriptProblems(html: string, head: string, urls: RegExp, { read, exists }: Export) {
  const problems: string[] = []
  const startup: string[] = []
  let loaders = 0
  const inline = inlineScripts(html)
  for (const text of inline) {
    const bootstrap = turbopackBootstrapChunks(text)
    const named = [...text.matchAll(new RegExp(`"(${CHUNK_DIR}[^"]+)"`, 'g'))].map(([, u]) => u!)
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
  const tags = scriptTags(html).filter((tag) => !tag.noModule)
  startup.push(...tags.map((tag) => tag.url))
  if (hasHeroPhoto(html)) {
    if (loaders !== 1) problems.push(`[photo-first] ${loaders} loaders, not one`)
    if (tags.length) problems.push(`[photo-first] ${tags[0]!.url} is still a tag`)
  } else if (!tags.some((tag) => !tag.preload))
    problems.push(`[scripts] no <script src> of a chunk in ${CHUNK_DIR}`)
  for (const url of new Set([...startup, ...scriptTags(html).map((tag) => tag.url)])) {
    if (!exists(url)) problems.push(`[scripts] ${url} is not in the export`)
    else if (!urls.test(url))
      problems.push(`[policy] ${url} is a script the Trusted Types policy refuses`)
    else if (
      startup.includes(url) &&
      !read(new URL(url, SITE_URL).pathname).startsWith(COMPILE_HINT)
    )
      problems.push(`[compile-hints] ${url} starts the page without the compile hint`)
  }
  return problems
}

/** The page's stylesheet once in it and its RSC data. */
function stylesheetProblems(html: string, payloads: string[], { read }: Export): string[] {
  const stylesheets = inlinedStylesheets(html)
  if (stylesheets.length === 0) return ['[stylesheet-once] no inline stylesheet']
  return stylesheets.flatMap((href) => {
    const copies = copiesOf(read(href), [html, ...payloads])
    return copies > 1
      ? [`[stylesheet-once] ${href} is in the page and its RSC data ${copies} times`]
      : []
  })
}

/** What shows the finished export is not as the post-build must leave it, page by page. */
export function exportProblems(dir: string, head: string, urls: RegExp): string[] {
  const pages = htmlFiles(dir)
  const files: Export = {
    read: (file) => fs.readFileSync(path.join(dir, file), 'utf8'),
    exists: (url) => fs.existsSync(path.join(dir, new URL(url, SITE_URL).pathname)),
  }
  const problems = pages.flatMap((file) => {
    const html = files.read(file)
    return [
      ...policyProblems(html, head),
      ...scriptProblems(html, head, urls, files),
      ...stylesheetProblems(html, rscPayloadsOf(dir, file).map(files.read), files),
    ].map((problem) => problem.replace('] ', `] ${file}: `))
  })
  if (pages.length === 0) problems.push('[post-build] no pages in the export')
  if (rscPayloadFiles(dir).length === 0)
    problems.push('[stylesheet-once] no RSC payloads beside the pages')
  return problems
}
