import type { MetadataRoute } from 'next'
import { company } from '@/content/company'
import { palettes } from '@/lib/palette'

export const dynamic = 'force-static'

/** Web app manifest, /manifest.webmanifest. Icons: scripts/generate-brand-assets.mjs. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: company.name,
    short_name: company.name,
    description: company.description,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'pt-BR',
    dir: 'ltr',
    // The icons are dark tiles: the splash screen and title bar match them.
    background_color: palettes.dark.background,
    theme_color: palettes.dark.background,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  }
}
