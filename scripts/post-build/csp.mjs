// Writes a per-page Content-Security-Policy <meta> as the first element of <head>: scripts may
// come from this origin or be one of the page's own inline scripts, named by their sha256.
// Static hosting cannot issue nonces, and the inline scripts (theme, React's flight data)
// differ on every page and build, so the hashes are computed here, after `next build`.
import crypto from 'node:crypto'
import { IMAGE_HOST } from '../../config/settings.mjs'
import { getAttr, parseHtml, textOf, walk } from '../lib/export.mjs'

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

export function sha256(text) {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

export function policy(scriptHashes) {
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
  ].join('; ')
}

/**
 * The hashes of a page's inline scripts. Throws on what a hash cannot allow: inline event
 * handlers and javascript: URLs.
 */
export function inlineScriptHashes(html) {
  const hashes = []
  const problems = []
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

/** The page with its policy meta first in <head>, replacing any earlier one. */
export function withPolicy(html) {
  const content = policy(inlineScriptHashes(html.replace(META, '')))
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content}"/>`
  const stripped = html.replace(META, '')
  const head = stripped.match(/<head(\s[^>]*)?>/)
  if (!head || head.index === undefined) throw new Error('no <head> to hold the policy')
  const at = head.index + head[0].length
  return stripped.slice(0, at) + meta + stripped.slice(at)
}
