import { markColors, type MarkColors } from '@/lib/logo-mark'
import { palettes } from '@/lib/palette'

/** `scale`, the flower's longer side, and `radius`, the corners', are shares of the side. */
export type AppIconSpec = {
  size: number
  colors: MarkColors
  scale: number
  background?: string
  radius?: number
}

export const SVG_ICON_URL = '/favicon.svg'

/** The picture other sites show beside a link to a page: its own card (app/share/[file]). */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' }

export const SHARE_IMAGES_PATH = '/share/'

export const shareImagePath = (page: string) => `${SHARE_IMAGES_PATH}${page}.png`

/** public/favicon.ico, served as it is; the layout links it. */
export const ICO_ICON_URL = '/favicon.ico'

const tile = { colors: markColors.dark, background: palettes.dark.background }

// iOS rounds the corners itself and fills transparency with black: opaque and full-bleed.
export const appleTouchIcon = {
  url: '/apple-touch-icon.png',
  icon: { ...tile, size: 180, scale: 0.66 },
} satisfies { url: string; icon: AppIconSpec }

// A platform crops a maskable icon to a shape that contains the central circle of radius 40 %.
export const manifestIcons = {
  'icon-192.png': { purpose: 'any', icon: { ...tile, size: 192, scale: 0.64, radius: 0.22 } },
  'icon-512.png': { purpose: 'any', icon: { ...tile, size: 512, scale: 0.64, radius: 0.22 } },
  'icon-maskable-512.png': { purpose: 'maskable', icon: { ...tile, size: 512, scale: 0.5 } },
} satisfies Record<string, { purpose: 'any' | 'maskable'; icon: AppIconSpec }>

export const MANIFEST_ICONS_PATH = '/icons/'

export const logoImage = {
  url: '/brand/logo.png',
  icon: { size: 512, colors: markColors.light, scale: 0.88 },
} satisfies { url: string; icon: AppIconSpec }
