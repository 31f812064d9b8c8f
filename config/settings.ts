const PRODUCTION_URL = 'https://www.ipesoftware.com.br'
const PHOTO_HOST = 'https://images.unsplash.com'

export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL || PRODUCTION_URL).replace(/\/+$/, '')

const DEPLOY_ENV = process.env.SITE_ENV || process.env.VERCEL_ENV

export const IS_PREVIEW = DEPLOY_ENV === 'preview'

export const IS_PRODUCTION = DEPLOY_ENV === 'production'

export const ALLOWS_PLACEHOLDERS = process.env.SITE_ALLOW_PLACEHOLDERS === '1'

/** As Vercel documents it for a policy (docs/security.md, "Previews admit Vercel's toolbar"). */
export const PREVIEW_TOOLBAR = {
  origin: 'https://vercel.live',
  sources: {
    'trusted-types': ['*'],
    'script-src': ['https://vercel.live'],
    'connect-src': ['https://vercel.live', 'wss://ws-us3.pusher.com'],
    'img-src': ['https://vercel.live', 'https://vercel.com', 'blob:'],
    'frame-src': ['https://vercel.live'],
    'style-src': ['https://vercel.live'],
    'font-src': ['https://vercel.live', 'https://assets.vercel.com'],
  },
} as const

export const IMAGE_HOST = process.env.NEXT_PUBLIC_IMAGE_HOST || PHOTO_HOST

/** Changing it forgets every visitor's choice. */
export const THEME_STORAGE_KEY = 'ipe-software-theme'

export const CONTACT_DRAFT_STORAGE_KEY = 'ipe-software-contact-draft'

export const COUNTRY_CODE = '55'

/** In code points, so an emoji is never cut in half. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  message: 1000,
} as const

/** One id, so a new toast replaces the visible one instead of stacking. */
export const TOAST_ID = 'ipe-software-toast'

/** `.env` defines it empty, so a build without it ships no measuring code (docs/measurement.md). */
export const ANALYTICS = /* @__PURE__ */ analyticsProvider(process.env.NEXT_PUBLIC_ANALYTICS)

function analyticsProvider(value: string | undefined): 'vercel' | null {
  if (!value) return null
  if (value !== 'vercel') throw new Error(`NEXT_PUBLIC_ANALYTICS is "${value}": only "vercel"`)
  return value
}
