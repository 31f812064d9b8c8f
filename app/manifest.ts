import type { MetadataRoute } from 'next'
import { MANIFEST_ICONS_PATH, manifestIcons, SVG_ICON_URL } from '@/lib/app-icons'
import { company } from '@/content/company'
import { palettes } from '@/lib/palette'

export const dynamic = 'force-static'

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
      ...Object.entries(manifestIcons).map(([file, { purpose, icon }]) => ({
        src: `${MANIFEST_ICONS_PATH}${file}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose,
      })),
      { src: SVG_ICON_URL, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  }
}
