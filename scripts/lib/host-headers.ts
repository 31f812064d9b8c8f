import fs from 'node:fs'

export const HOST_FILES = ['vercel.json', 'public/_headers', 'serve.json'] as const
export type HostFile = (typeof HOST_FILES)[number]

/** <project>-git-<branch>-<team>.vercel.app, as Vercel names a preview. */
export const PREVIEW_HOST = 'ipe-software-git-main-ipesoftware.vercel.app'

type HostCondition = { type: string; value?: string }
type Rule = {
  paths: RegExp
  has: HostCondition[]
  missing: HostCondition[]
  headers: Record<string, string>
}
type JsonRules = {
  headers: {
    source: string
    has?: HostCondition[]
    missing?: HostCondition[]
    headers: { key: string; value: string }[]
  }[]
}

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

function fromJson(file: HostFile, source: (text: string) => RegExp): Rule[] {
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as JsonRules).headers.map((rule) => ({
    paths: source(rule.source),
    has: rule.has ?? [],
    missing: rule.missing ?? [],
    headers: Object.fromEntries(rule.headers.map(({ key, value }) => [key, value])),
  }))
}

function fromHeadersFile(file: HostFile): Rule[] {
  const rules: Rule[] = []
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue
    if (!line.startsWith(' '))
      rules.push({ paths: headersFileSource(line.trim()), has: [], missing: [], headers: {} })
    else {
      const [key = '', ...value] = line.trim().split(':')
      rules.at(-1)!.headers[key] = value.join(':').trim()
    }
  }
  return rules
}

const rulesOf = (file: HostFile): Rule[] =>
  file === 'vercel.json'
    ? fromJson(file, vercelSource)
    : file === 'serve.json'
      ? fromJson(file, serveSource)
      : fromHeadersFile(file)

const meets = (host: string, { type, value = '.*' }: HostCondition) => {
  if (type !== 'host') throw new Error(`a condition on the ${type}: not read here`)
  return new RegExp(`^(?:${value})$`).test(host)
}

/** Each matching rule's value, in order: Vercel and Netlify send the last; Cloudflare, all. */
export function headersFor(file: HostFile, path: string, host: string) {
  const sent: Record<string, string[]> = {}
  for (const rule of rulesOf(file)) {
    const applies =
      rule.paths.test(path) &&
      rule.has.every((condition) => meets(host, condition)) &&
      !rule.missing.some((condition) => meets(host, condition))
    if (applies)
      for (const [key, value] of Object.entries(rule.headers)) (sent[key] ??= []).push(value)
  }
  return sent
}
