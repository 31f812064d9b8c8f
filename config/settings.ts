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

/** A production deploy refuses to build while content/ holds stand-ins (content/stand-ins.ts). */
export const IS_PRODUCTION = DEPLOY_ENV === 'production'

/** SITE_ALLOW_PLACEHOLDERS=1: a deliberate demo, which builds with stand-ins and says so. */
export const ALLOWS_PLACEHOLDERS = process.env.SITE_ALLOW_PLACEHOLDERS === '1'

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

/**
 * SITE_CONTENT=launch-fixture: the launch-edit test build, with other plausible values in place of
 * every stand-in (content/launch-fixture.ts, which compares the variable itself so that other
 * builds drop those values), and the browser tests run against it (playwright.config.ts).
 */
export const LAUNCH_FIXTURE = contentVariant(process.env.SITE_CONTENT)

function contentVariant(value: string | undefined): boolean {
  if (!value) return false
  if (value !== 'launch-fixture')
    throw new Error(`SITE_CONTENT is "${value}": only "launch-fixture"`)
  return true
}
