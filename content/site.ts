const PRODUCTION_URL = 'https://www.ipesoftware.com.br'

/** Absolute origin of the production site, without a trailing slash. */
export const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || PRODUCTION_URL).replace(/\/+$/, '')

/** Vercel preview deploys are marked and kept out of search engines. */
export const isPreview = process.env.VERCEL_ENV === 'preview'

/** NEXT_PUBLIC_IMAGE_HOST overrides it at build time (the benchmark's local photo origin). */
export const IMAGE_HOST = process.env.NEXT_PUBLIC_IMAGE_HOST || 'https://images.unsplash.com'
