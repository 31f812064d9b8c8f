import type { VercelConfig } from '@vercel/config/v1'

type Header = { key: string; value: string }

// A preview relaxes only what Vercel's toolbar needs to sign in: a window that reports back to its
// frame, and Trusted Types policies of its own (docs/security.md, "Previews").
const pageHeaders = (preview: boolean): Header[] => [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  {
    key: 'Content-Security-Policy',
    value: `frame-ancestors 'none'; require-trusted-types-for 'script'; trusted-types ${preview ? '*' : 'default'}`,
  },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Cross-Origin-Opener-Policy',
    value: preview ? 'same-origin-allow-popups' : 'same-origin',
  },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  { key: 'Cache-Control', value: 'public, max-age=0, must-revalidate' },
]

/** The project's configuration for a deployment of `environment` (Vercel's VERCEL_ENV). */
export function vercelConfig(environment: string | undefined): VercelConfig {
  return {
    trailingSlash: true,
    headers: [
      { source: '/(.*)', headers: pageHeaders(environment === 'preview') },
      {
        source: '/_next/static/(.*)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      {
        source:
          '/(og-image\\.png|favicon\\.ico|favicon\\.svg|apple-touch-icon\\.png|icons/.*|brand/.*)',
        headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }],
      },
      {
        source: '/.well-known/security.txt',
        headers: [{ key: 'Content-Type', value: 'text/plain; charset=utf-8' }],
      },
    ],
  }
}

export const config = vercelConfig(process.env.VERCEL_ENV)
