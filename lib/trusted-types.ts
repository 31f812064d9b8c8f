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

/**
 * Creates the `default` policy, where the browser has Trusted Types:
 * - HTML: text without markup, and the empty `<script></script>` React DOM parses to create a
 *   `<script>` element (the JSON-LD of a client navigation);
 * - script URLs: those `scriptUrls` matches (see scriptUrlPattern), returned as given, since the
 *   Turbopack runtime finds its chunks again by their `src` attribute;
 * - script text (eval, a string to setTimeout, a script's text): no rule, so always refused.
 * A refusal returns null, which makes the browser block the sink and report a violation.
 * Sent to the browser as the text of an inline script: it must not call anything outside itself,
 * and its rules are methods (the build's TypeScript runner wraps arrow functions in a helper).
 */
export function createDefaultPolicy(
  factory: TrustedTypesFactory | undefined,
  scriptUrls: RegExp,
): void {
  if (!factory) return
  factory.createPolicy('default', {
    createHTML(html) {
      return html.indexOf('<') < 0 || html === '<script></script>' ? html : null
    },
    createScriptURL(url) {
      return scriptUrls.test(url) ? url : null
    },
  })
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * The script URLs a page may load at run time, matched on the string as written: the `.js` files
 * directly in `chunkDir` (names of letters, digits, `_` and `-`; followed by `chunkQuery` when the
 * build gives one) and the exact `paths`. Each is a path from the root (`/x`, never `//host` or a
 * scheme, so this origin, as `base-uri 'self'` keeps it) with no `.` segment, and no query or
 * fragment but `chunkQuery`.
 */
export function scriptUrlPattern(
  chunkDir: string,
  paths: readonly string[] = [],
  chunkQuery = '',
): RegExp {
  const plainPath = /^(\/[\w-]+)+(\.js)?\/?$/
  for (const path of [chunkDir, ...paths]) {
    if (!plainPath.test(path)) throw new Error(`not a plain path from the root: ${path}`)
  }
  if (!/^(\?[\w-]+=[\w-]+)?$/.test(chunkQuery)) throw new Error(`not a plain query: ${chunkQuery}`)
  const chunks = `${escapeRegExp(chunkDir.replace(/\/?$/, '/'))}[\\w-]+\\.js${escapeRegExp(chunkQuery)}`
  return new RegExp(`^(?:${[chunks, ...paths.map(escapeRegExp)].join('|')})$`)
}
