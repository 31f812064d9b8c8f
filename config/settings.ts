// Technical settings of the site, apart from the copy marketing staff edit in content/: where the
// site lives, which hosts it talks to, what it keeps in the browser. The build scripts read the
// same values as the pages.

const PRODUCTION_URL = 'https://www.ipesoftware.com.br'
const PHOTO_HOST = 'https://images.unsplash.com'

/** Absolute origin of the site, without a trailing slash; NEXT_PUBLIC_SITE_URL overrides it. */
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL || PRODUCTION_URL).replace(/\/+$/, '')

/** The deploy a build is for: SITE_ENV on any host, else Vercel's own VERCEL_ENV; unset locally. */
const DEPLOY_ENV = process.env.SITE_ENV || process.env.VERCEL_ENV

/** Preview deploys are marked and kept out of search engines. */
export const IS_PREVIEW = DEPLOY_ENV === 'preview'

/** A production deploy refuses to build while content/facts.ts holds placeholders. */
export const IS_PRODUCTION = DEPLOY_ENV === 'production'

/** SITE_ALLOW_PLACEHOLDERS=1: a deliberate demo, which builds with placeholders and says so. */
export const ALLOWS_PLACEHOLDERS = process.env.SITE_ALLOW_PLACEHOLDERS === '1'

/**
 * What Vercel's toolbar loads on a preview (where marketing staff comment on a deploy), by
 * Content-Security-Policy directive, as Vercel documents it for a site with a policy, and Trusted
 * Types policies of any name (Vercel does not document the toolbar's). Preview builds admit these,
 * and the markup the toolbar writes; production builds admit none of it (docs/security.md).
 */
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

/** Where the photos come from; NEXT_PUBLIC_IMAGE_HOST points it elsewhere (the benchmark). */
export const IMAGE_HOST = process.env.NEXT_PUBLIC_IMAGE_HOST || PHOTO_HOST

/** localStorage key of the theme choice; changing it forgets every visitor's choice. */
export const THEME_STORAGE_KEY = 'ipe-software-theme'

/** sessionStorage key of the contact form's draft. */
export const CONTACT_DRAFT_STORAGE_KEY = 'ipe-software-contact-draft'

/** Country code added to the company's numbers for WhatsApp and tel: links. */
export const COUNTRY_CODE = '55'

/** Contact form caps, counted in code points so an emoji is never cut in half. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  message: 1000,
} as const

/** One id for every toast, so a new toast replaces the visible one instead of stacking. */
export const TOAST_ID = 'ipe-software-toast'

/**
 * What measures visits: 'vercel' (NEXT_PUBLIC_ANALYTICS=vercel at build time) turns on Vercel Web
 * Analytics and Speed Insights, and the privacy notice says so; without it the build ships no
 * measuring code at all. `.env` defines it empty, so Next always writes its value into the code
 * and drops every branch a build without it never takes.
 */
export const ANALYTICS = /* @__PURE__ */ analyticsProvider(process.env.NEXT_PUBLIC_ANALYTICS)

function analyticsProvider(value: string | undefined): 'vercel' | null {
  if (!value) return null
  if (value !== 'vercel') throw new Error(`NEXT_PUBLIC_ANALYTICS is "${value}": only "vercel"`)
  return value
}
