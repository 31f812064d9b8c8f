import fs from 'node:fs'
import { vercelConfig } from '../../vercel'

export const HOST_FILES = ['vercel.ts', 'public/_headers', 'serve.json'] as const
export type HostFile = (typeof HOST_FILES)[number]

type Rule = { paths: RegExp; headers: Record<string, string> }
type JsonRules = { headers?: { source: string; headers: { key: string; value: string }[] }[] }

const escape = (text: string) => text.replace(/[.+?^$()|[\]\\]/g, '\\$&')

const vercelSource = (source: string) => new RegExp(`^${source}$`)

const serveSource = (source: string) =>
  new RegExp(
    `^/${escape(source)
      .replace(/\*\*/g, '\u0000')
      .replace(/\*/g, '[^/]*')
      .replace(/\u0000/g, '.*')
      .replace(/\{([^}]*)\}/g, (_, list: string) => `(?:${list.split(',').join('|')})`)}$`,
  )

const headersFileSource = (source: string) => new RegExp(`^${escape(source).replace(/\*/g, '.*')}$`)

function fromJson({ headers = [] }: JsonRules, source: (text: string) => RegExp): Rule[] {
  return headers.map((rule) => ({
    paths: source(rule.source),
    headers: Object.fromEntries(rule.headers.map(({ key, value }) => [key, value])),
  }))
}

function fromHeadersFile(file: HostFile): Rule[] {
  const rules: Rule[] = []
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue
    if (!line.startsWith(' ')) rules.push({ paths: headersFileSource(line.trim()), headers: {} })
    else {
      const [key = '', ...value] = line.trim().split(':')
      rules.at(-1)!.headers[key] = value.join(':').trim()
    }
  }
  return rules
}

const rulesOf = (file: HostFile, environment: string): Rule[] =>
  file === 'vercel.ts'
    ? fromJson(vercelConfig(environment) as JsonRules, vercelSource)
    : file === 'serve.json'
      ? fromJson(JSON.parse(fs.readFileSync(file, 'utf8')) as JsonRules, serveSource)
      : fromHeadersFile(file)

/**
 * Each matching rule's value, in order (Vercel and Netlify send the last; Cloudflare, all), for a
 * deployment of `environment` (Vercel's VERCEL_ENV; the other hosts send the same to every deploy).
 */
export function headersFor(file: HostFile, path: string, environment = 'production') {
  const sent: Record<string, string[]> = {}
  for (const rule of rulesOf(file, environment))
    if (rule.paths.test(path))
      for (const [key, value] of Object.entries(rule.headers)) (sent[key] ??= []).push(value)
  return sent
}
