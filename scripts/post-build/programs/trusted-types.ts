// What it admits and why: docs/security.md, "Each page's policy" (vercel/next.js#32209).

// lib.dom has no Trusted Types.
export type DefaultPolicyRules = {
  createHTML(html: string): string | null
  createScriptURL(url: string): string | null
}

export type TrustedTypesFactory = {
  createPolicy(name: 'default', rules: DefaultPolicyRules): unknown
}

type PolicyOptions = {
  scriptUrls: string
  anyMarkup: boolean
}

// A URL is returned as given: Turbopack's runtime finds its chunks again by their `src`.
export function createDefaultPolicy(
  factory: TrustedTypesFactory | undefined,
  { scriptUrls, anyMarkup }: PolicyOptions,
): void {
  if (!factory) return
  const allowedUrl = new RegExp(scriptUrls)
  factory.createPolicy('default', {
    createHTML: (html) =>
      anyMarkup || !html.includes('<') || html === '<script></script>' ? html : null,
    createScriptURL: (url) => (allowedUrl.test(url) ? url : null),
  })
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

type ScriptSources = {
  chunkDir: string
  chunkQuery?: string
  paths?: readonly string[]
  origins?: readonly string[]
}

// Matched on the URL as written; paths from the root (never `//host`) without `.` segments.
export function scriptUrlPattern({
  chunkDir,
  chunkQuery = '',
  paths = [],
  origins = [],
}: ScriptSources): RegExp {
  const plainPath = /^(\/[\w-]+)+(\.js)?\/?$/
  for (const path of [chunkDir, ...paths])
    if (!plainPath.test(path)) throw new Error(`not a plain path from the root: ${path}`)
  if (!/^(\?[\w-]+=[\w-]+)?$/.test(chunkQuery)) throw new Error(`not a plain query: ${chunkQuery}`)
  for (const origin of origins)
    if (new URL(origin).origin !== origin) throw new Error(`not an origin: ${origin}`)
  const chunks = `${escapeRegExp(chunkDir.replace(/\/?$/, '/'))}[\\w-]+\\.js${escapeRegExp(chunkQuery)}`
  const others = origins.map((origin) => `${escapeRegExp(origin)}/.*`)
  return new RegExp(`^(?:${[chunks, ...paths.map(escapeRegExp), ...others].join('|')})$`)
}
