// Writes a per-page Content-Security-Policy <meta> first in <head> (after the charset): scripts may
// come from this origin or be one of the page's own inline scripts, named by their sha256.
// Static hosting cannot issue nonces, and the inline scripts (theme, React's flight data)
// differ on every page and build, so the hashes are computed here, after `next build`.
import crypto from 'node:crypto'
import { IMAGE_HOST } from '../../config/settings'
import { getAttr, parseHtml, textOf, walk } from '../lib/export'

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/** Sources that would let any script run, which a hash-based policy exists to avoid. */
const LOOSE_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", "'strict-dynamic'"]

export function sha256(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/**
 * Every string that reaches a DOM sink able to run script must pass the page's default policy
 * (trusted-types.ts), the only one the site creates. The hosts' headers send the same.
 */
export const TRUSTED_TYPES = "require-trusted-types-for 'script'; trusted-types default"

export function policy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${IMAGE_HOST}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    TRUSTED_TYPES,
  ].join('; ')
}

/**
 * The hashes of a page's inline scripts. Throws on what a hash cannot allow: inline event
 * handlers and javascript: URLs.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  const problems: string[] = []
  walk(parseHtml(html), (element) => {
    for (const attr of element.attrs) {
      if (/^on/i.test(attr.name)) problems.push(`<${element.tagName} ${attr.name}> inline handler`)
      if (/^\s*javascript:/i.test(attr.value))
        problems.push(`<${element.tagName} ${attr.name}="javascript:…">`)
    }
    if (element.tagName !== 'script' || getAttr(element, 'src') !== undefined) return
    const type = (getAttr(element, 'type') ?? '').trim().toLowerCase()
    if (!EXECUTABLE_TYPES.has(type)) return
    hashes.push(sha256(textOf(element)))
  })
  if (problems.length) throw new Error(`inline code a hash cannot allow: ${problems.join(', ')}`)
  return [...new Set(hashes)]
}

const META = /<meta http-equiv="Content-Security-Policy"[^>]*>/
const CHARSET = /<meta charset="[^"]*"\/?>/i
const HEAD = /<head(\s[^>]*)?>/

/**
 * Where what must come first in a page goes: right after `<head>` and the charset <meta>, which
 * must stay within the first 1024 bytes of the file.
 */
export function headStart(html: string): number {
  const head = html.match(HEAD)
  if (!head || head.index === undefined) throw new Error('no <head> to hold the policy')
  const at = head.index + head[0].length
  const charset = html.slice(at).match(CHARSET)
  return charset?.index === 0 ? at + charset[0].length : at
}

/** The page with its charset <meta> first in <head>, wherever Next wrote it. */
function withCharsetFirst(html: string): string {
  const charset = html.match(CHARSET)
  if (!charset) return html
  const stripped = html.replace(CHARSET, '')
  const at = headStart(stripped)
  return stripped.slice(0, at) + charset[0] + stripped.slice(at)
}

/**
 * What would leave a finished page unprotected: a policy that is not first in <head> after the
 * charset (a browser applies it only to what follows), or that lets any script run. That it names
 * the page's own scripts is proven in the browser, where any CSP violation fails a test.
 */
export function policyProblems(html: string): string[] {
  const match = html.slice(headStart(html)).match(META)
  if (match?.index !== 0) return ['the policy is not the first element of <head>']
  const content = match[0].match(/content="([^"]+)"/)?.[1] ?? ''
  const scriptSrc =
    content
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src ')) ?? ''
  return LOOSE_SCRIPT_SOURCES.filter((loose) => scriptSrc.includes(loose)).map(
    (loose) => `script-src allows ${loose}`,
  )
}

/** The page with its policy meta first in <head> (after the charset), replacing any earlier one. */
export function withPolicy(html: string): string {
  const stripped = withCharsetFirst(html.replace(META, ''))
  const content = policy(inlineScriptHashes(stripped))
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content}"/>`
  const at = headStart(stripped)
  return stripped.slice(0, at) + meta + stripped.slice(at)
}
