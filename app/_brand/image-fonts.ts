import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { IMAGE_FONT } from '@/components/brand/share-card'

// The renderer reads WOFF, not the WOFF2 the pages use: the static package ships both.
const FONT_DIR = 'node_modules/@fontsource/plus-jakarta-sans/files'
const WEIGHTS = [500, 600, 700, 800] as const

export function imageFonts() {
  return Promise.all(
    WEIGHTS.map(async (weight) => ({
      name: IMAGE_FONT,
      weight,
      style: 'normal' as const,
      data: await readFile(
        path.join(process.cwd(), FONT_DIR, `plus-jakarta-sans-latin-${weight}-normal.woff`),
      ),
    })),
  )
}
