// What each host sends a path, read from the form that host reads, with that host's rules.
import { vercelConfig } from '../../vercel'
import { headersFile } from '../post-build/headers-file'
import { serveHeaders } from './static-host'

export const HOSTS = ['Vercel', 'Netlify and Cloudflare Pages', 'the local server'] as const
export type Host = (typeof HOSTS)[number]

type Rule = { paths: RegExp; headers: Record<string, string> }
type JsonRules = { headers?: { source: string; headers: { key: string; value: string }[] }[] }

const escape = (text: string) => text.replace(/[.+?^$()|[\]\\]/g, '\\$&')

const vercelSource = (source: string) => new RegExp(`^${source}$`)

// serve-handler matches minimatch globs against a file's path: a page's is its index.html.
const serveSource = (source: string) =>
  new RegExp(
    `^/${escape(source)
      .replace(/\*\*/g, '\u0000')
      .replace(/\*/g, '[^/]*')
      .replace(/\u0000/g, '.*')}$`,
  )

const headersFileSource = (source: string) => new RegExp(`^${escape(source).replace(/\*/g, '.*')}$`)

function fromJson({ headers = [] }: JsonRules, source: (text: string) => RegExp): Rule[] {
  return headers.map((rule) => ({
    paths: source(rule.source),
    headers: Object.fromEntries(rule.headers.map(({ key, value }) => [key, value])),
  }))
}

function fromHeadersFile(text: string): Rule[] {
  const rules: Rule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue
    if (!line.startsWith(' ')) rules.push({ paths: headersFileSource(line.trim()), headers: {} })
    else {
      const [key = '', ...value] = line.trim().split(':')
      rules.at(-1)!.headers[key] = value.join(':').trim()
    }
  }
  return rules
}

const rulesOf = (host: Host, environment: string): Rule[] =>
  host === 'Vercel'
    ? fromJson(vercelConfig(environment) as JsonRules, vercelSource)
    : host === 'the local server'
      ? fromJson({ headers: serveHeaders(environment === 'preview') }, serveSource)
      : fromHeadersFile(headersFile(environment === 'preview'))

/**
 * Each matching rule's value, in order (Vercel, Netlify and serve-handler send the last;
 * Cloudflare, all), for a deployment of `environment` (VERCEL_ENV, or SITE_ENV elsewhere).
 */
export function headersFor(host: Host, path: string, environment = 'production') {
  const sent: Record<string, string[]> = {}
  for (const rule of rulesOf(host, environment))
    if (rule.paths.test(path))
      for (const [key, value] of Object.entries(rule.headers)) (sent[key] ??= []).push(value)
  return sent
}
