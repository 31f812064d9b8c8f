// What each host would send each file of the export and its 404: each of the eight security
// headers once and no header twice, or the build fails naming the path and the host. Asked of
// what a build can run: the routes Vercel's build compiles, Netlify's own reading of `_headers`
// (@netlify/headers, what `netlify dev` runs) and, for Cloudflare Pages, the one rule its docs add
// to that grammar. Each host's own server answers in scripts/host-headers.test.ts.
import fs from 'node:fs'
import path from 'node:path'
import { HeadersHandler } from '@netlify/headers'
import { securityHeaders } from '../../config/headers'
import { vercelConfig } from '../../vercel'
import { vercelHeaders, vercelRoutes } from '../lib/vercel-headers'

/** A path with no file, which each host answers with 404.html. */
export const MISSING_PATH = '/nao-existe/'

const HEADERS_FILE = '_headers'

/** The export's files as their addresses: a folder's index.html is the folder's. */
export const exportPaths = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => `/${file.split(path.sep).join('/')}`)
    .filter((url) => url !== `/${HEADERS_FILE}` && fs.statSync(path.join(dir, url)).isFile())
    .map((url) => url.replace(/(^|\/)index\.html$/, '$1'))
    .concat(MISSING_PATH)

/** Cloudflare joins what two rules give one header unless the later one detaches it (`! Name`). */
function cloudflareJoins(text: string): [path: string, header: string][] {
  const given = new Set<string>()
  const joins: [string, string][] = []
  for (const block of text.split(/\n(?=\S)/)) {
    const [pattern = '', ...lines] = block.split('\n').map((line) => line.trim().toLowerCase())
    if (!pattern.startsWith('/')) continue
    const detached = lines
      .filter((line) => line.startsWith('!'))
      .map((line) => line.slice(1).trim())
    const set = lines.filter((line) => line.includes(':')).map((line) => line.split(':')[0]!.trim())
    joins.push(
      ...set
        .filter((name) => given.has(name) && !detached.includes(name))
        .map((name) => [pattern, name] as [string, string]),
    )
    set.forEach((name) => given.add(name))
  }
  return joins
}

const names = (headers: object) => Object.keys(headers).map((name) => name.toLowerCase())

export async function sentHeaderProblems(
  dir: string,
  preview: boolean,
  routes = vercelRoutes(vercelConfig(preview ? 'preview' : 'production')),
): Promise<string[]> {
  const unread: string[] = []
  const netlify = new HeadersHandler({
    projectDir: dir,
    logger: { error: (message: string) => unread.push(message) },
  })
  const problems = new Map<string, string[]>()
  const note = (problem: string, url: string) =>
    problems.set(problem, [...(problems.get(problem) ?? []), url])
  for (const url of exportPaths(dir)) {
    const sent = {
      Vercel: names(vercelHeaders(routes, url)),
      Netlify: names(await netlify.apply(new Request(`http://localhost${url}`))),
    }
    for (const [host, given] of Object.entries(sent)) {
      for (const name of Object.keys(securityHeaders(preview)))
        if (!given.includes(name.toLowerCase())) note(`${host} would send no ${name}`, url)
      for (const name of new Set(given.filter((name, index) => given.indexOf(name) !== index)))
        note(`${host} would send ${name} twice`, url)
    }
  }
  const text = fs.readFileSync(path.join(dir, HEADERS_FILE), 'utf8')
  for (const [pattern, name] of cloudflareJoins(text))
    note(`Cloudflare Pages would join two values of ${name}`, pattern)
  const listed = (urls: string[]) =>
    urls.length === 1
      ? urls[0]
      : `${urls.length} paths: ${urls.slice(0, 5).join(', ')}${urls.length > 5 ? ', …' : ''}`
  return [
    ...unread.map((message) => `Netlify cannot read ${HEADERS_FILE}: ${message}`),
    ...[...problems].map(([problem, urls]) => `${problem} on ${listed(urls)}`),
  ]
}
