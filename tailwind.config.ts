import type { Config } from 'tailwindcss'
import plugin from 'tailwindcss/plugin'
import { brandFallbacks } from './lib/brand-font'
import { markColors, markCustomProperties } from './lib/logo-mark'
import { COLOR_TOKENS, customProperties, fixedColors, palettes, tokenColors } from './lib/palette'

const brandFallbackFaces = plugin(({ addBase }) => {
  addBase({ '@font-face': brandFallbacks.faces })
})

const themeProperties = plugin(({ addBase }) => {
  addBase({
    ':root': { ...customProperties(palettes.light), ...markCustomProperties(markColors.light) },
    '.dark': { ...customProperties(palettes.dark), ...markCustomProperties(markColors.dark) },
  })
})

const config: Config = {
  theme: {
    extend: {
      colors: { ...tokenColors(COLOR_TOKENS), ...fixedColors },
      fontFamily: {
        sans: ['var(--font-brand)', ...brandFallbacks.families.map((f) => `"${f}"`), 'sans-serif'],
      },
      borderRadius: {
        xl: '0.875rem',
        '2xl': '1.25rem',
      },
      maxWidth: {
        content: '72rem',
      },
      spacing: {
        'search-desktop': '16rem',
      },
    },
  },
  plugins: [brandFallbackFaces, themeProperties],
}

export default config
