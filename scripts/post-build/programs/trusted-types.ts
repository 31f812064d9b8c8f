// The page's `default` Trusted Types policy: the browser hands it every string that reaches a DOM
// sink able to run script (innerHTML, a script's src, eval…) while the Content-Security-Policy
// says `require-trusted-types-for 'script'`. No framework policy exists for the App Router
// (vercel/next.js#32209): Turbopack's chunk loader and React DOM write plain strings, so this
// policy lets exactly those through and refuses everything else.

/** What the policy answers for each kind of sink; null refuses. (lib.dom has no Trusted Types.) */
export type DefaultPolicyRules = {
  createHTML(html: string): string | null
  createScriptURL(url: string): string | null
}

/** The browser's `trustedTypes`, as far as this policy uses it. */
export type TrustedTypesFactory = {
  createPolicy(name: 'default', rules: DefaultPolicyRules): unknown
}

/** What a build's pages admit, written into their head script by the post-build. */
export type PolicyOptions = {
  /** The source of a regular expression matching the script URLs a page may load. */
  scriptUrls: string
  /** Any markup: on preview builds only, where Vercel's toolbar writes its own. */
  anyMarkup: boolean
}

/**
 * Creates the `default` policy, where the browser has Trusted Types:
 * - HTML: text without markup, and the empty `<script></script>` React DOM parses to create a
 *   `<script>` element (the JSON-LD of a client navigation); any markup with `anyMarkup`;
 * - script URLs: those `scriptUrls` matches (see scriptUrlPattern), returned as given, since the
 *   Turbopack runtime finds its chunks again by their `src` attribute;
 * - script text (eval, a string to setTimeout, a script's text): no rule, so always refused.
 * A refusal returns null, which makes the browser block the sink and report a violation.
 */
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
  /** The folder of the build's chunks: the `.js` files directly in it. */
  chunkDir: string
  /** The query the build adds to each chunk (`?dpl=<id>` under Skew Protection), if any. */
  chunkQuery?: string
  /** Exact paths of other scripts of this origin. */
  paths?: readonly string[]
  /** Other origins whose every script is admitted (Vercel's toolbar, on previews). */
  origins?: readonly string[]
}

/**
 * The script URLs a page may load at run time, matched on the string as written: the `.js` files
 * directly in `chunkDir` (names of letters, digits, `_` and `-`, then `chunkQuery`), the exact
 * `paths`, and anything under `origins`. Each path is from the root (`/x`, never `//host` or a
 * scheme, so this origin, as `base-uri 'self'` keeps it) with no `.` segment.
 */
export function scriptUrlPattern({
  chunkDir,
  chunkQuery = '',
  paths = [],
  origins = [],
}: ScriptSources): RegExp {
  const plainPath = /^(\/[\w-]+)+(\.js)?\/?$/
  for (const path of [chunkDir, ...paths]) {
    if (!plainPath.test(path)) throw new Error(`not a plain path from the root: ${path}`)
  }
  if (!/^(\?[\w-]+=[\w-]+)?$/.test(chunkQuery)) throw new Error(`not a plain query: ${chunkQuery}`)
  for (const origin of origins) {
    if (new URL(origin).origin !== origin) throw new Error(`not an origin: ${origin}`)
  }
  const chunks = `${escapeRegExp(chunkDir.replace(/\/?$/, '/'))}[\\w-]+\\.js${escapeRegExp(chunkQuery)}`
  const others = origins.map((origin) => `${escapeRegExp(origin)}/.*`)
  return new RegExp(`^(?:${[chunks, ...paths.map(escapeRegExp), ...others].join('|')})$`)
}
