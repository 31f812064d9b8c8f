// Every host's response headers, written once: vercel.ts, the export's _headers (Netlify,
// Cloudflare Pages) and the local server take them from here (docs/security.md, "Headers").
import {
  appleTouchIcon,
  ICO_ICON_URL,
  logoImage,
  MANIFEST_ICONS_PATH,
  SHARE_IMAGES_PATH,
  SVG_ICON_URL,
} from '../lib/app-icons'
import { SECURITY_TXT_PATH } from '../lib/security-txt'
import { PREVIEW_TOOLBAR } from './settings'

/** `paths`: each a path, or a prefix when it ends in `*`. */
export type HeaderRule = { paths: string[]; headers: Record<string, string> }

/** What Vercel, Netlify and Cloudflare Pages send a file that no rule gives a Cache-Control. */
export const HOSTS_DEFAULT_CACHE = 'public, max-age=0, must-revalidate'

export const trustedTypes = (preview: boolean) =>
  `require-trusted-types-for 'script'; trusted-types ${(preview ? PREVIEW_TOOLBAR.sources['trusted-types'] : ['default']).join(' ')}`

/**
 * What every response carries, each once. A preview relaxes only what Vercel's toolbar needs to
 * sign in (docs/security.md, "Previews").
 */
export const securityHeaders = (preview: boolean): Record<string, string> => ({
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  // What a page's <meta> policy cannot say.
  'Content-Security-Policy': `frame-ancestors 'none'; ${trustedTypes(preview)}`,
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': preview ? 'same-origin-allow-popups' : 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
})

/** In order: where two rules give one header to a path, the later one's value is meant. */
export function headerRules(preview: boolean): HeaderRule[] {
  return [
    {
      paths: ['/*'],
      headers: { ...securityHeaders(preview), 'Cache-Control': HOSTS_DEFAULT_CACHE },
    },
    {
      paths: ['/_next/static/*'],
      headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    },
    {
      // What other sites may show: the share image and the icons.
      paths: [
        `${SHARE_IMAGES_PATH}*`,
        ICO_ICON_URL,
        SVG_ICON_URL,
        appleTouchIcon.url,
        `${MANIFEST_ICONS_PATH}*`,
        logoImage.url,
      ],
      headers: { 'Cross-Origin-Resource-Policy': 'cross-origin' },
    },
    {
      paths: [SECURITY_TXT_PATH],
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  ]
}
