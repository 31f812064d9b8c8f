import { markColors, type MarkColors } from '@/lib/logo-mark'
import { palettes } from '@/lib/palette'

/**
 * A square image of the mark. `scale` is the flower's longer side as a share of the square;
 * `radius`, a share of the side, rounds the tile's corners (transparent outside them).
 */
export type AppIconSpec = {
  size: number
  colors: MarkColors
  scale: number
  background?: string
  radius?: number
}

/** The mark as a scalable tab icon (app/favicon.svg/), in the colours of the system's scheme. */
export const SVG_ICON_URL = '/favicon.svg'

const tile = { colors: markColors.dark, background: palettes.dark.background }

/** iOS rounds the corners itself and fills transparency with black: opaque and full-bleed. */
export const appleTouchIcon = {
  url: '/apple-touch-icon.png',
  icon: { ...tile, size: 180, scale: 0.66 },
} satisfies { url: string; icon: AppIconSpec }

/**
 * The manifest's icons, by file name under /icons/. Icons for "any" purpose are shown as drawn,
 * so they are rounded tiles; a maskable icon is cropped by the platform to a shape that always
 * contains the central circle of radius 40 %, so its mark stays inside that circle.
 */
export const manifestIcons = {
  'icon-192.png': { purpose: 'any', icon: { ...tile, size: 192, scale: 0.64, radius: 0.22 } },
  'icon-512.png': { purpose: 'any', icon: { ...tile, size: 512, scale: 0.64, radius: 0.22 } },
  'icon-maskable-512.png': { purpose: 'maskable', icon: { ...tile, size: 512, scale: 0.5 } },
} satisfies Record<string, { purpose: 'any' | 'maskable'; icon: AppIconSpec }>

export const MANIFEST_ICONS_PATH = '/icons/'

/** The logo named by the structured data: the mark for light backgrounds, on transparency. */
export const logoImage = {
  url: '/brand/logo.png',
  icon: { size: 512, colors: markColors.light, scale: 0.88 },
} satisfies { url: string; icon: AppIconSpec }
