import type { Config } from 'tailwindcss'
import plugin from 'tailwindcss/plugin'
import { brandFallbacks } from './lib/brand-font'
import { BREAKPOINTS, COLUMN_GAP, CONTAINER, HERO_COLUMNS } from './lib/layout'
import { markColors, markCustomProperties } from './lib/logo-mark'
import { COLOR_TOKENS, customProperties, fixedColors, palettes, tokenColors } from './lib/palette'

const brandFallbackFaces = plugin(({ addBase }) => {
  addBase({ '@font-face': brandFallbacks.faces })
})

// Paper takes the light theme whatever the screen shows: browsers print no backgrounds.
const themeProperties = plugin(({ addBase }) => {
  addBase({
    ':root': { ...customProperties(palettes.light), ...markCustomProperties(markColors.light) },
    '@media not print': {
      '.dark': { ...customProperties(palettes.dark), ...markCustomProperties(markColors.dark) },
    },
  })
})

// The ipê drawn in bloom keeps the light theme's flower in both: its petals read on the yellow crown.
const inBloom = plugin(({ addUtilities }) => {
  addUtilities({ '.ipe-in-bloom': markCustomProperties(markColors.light) })
})

const rem = (value: number) => `${value}rem`

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
      screens: Object.fromEntries(Object.entries(BREAKPOINTS).map(([name, at]) => [name, rem(at)])),
      maxWidth: {
        content: rem(CONTAINER.width),
      },
      spacing: {
        'search-desktop': '16rem',
        gutter: rem(CONTAINER.padding.base),
        'gutter-sm': rem(CONTAINER.padding.sm),
        'gutter-lg': rem(CONTAINER.padding.lg),
        columns: rem(COLUMN_GAP),
      },
      gridTemplateColumns: {
        hero: `${HERO_COLUMNS.text}fr ${HERO_COLUMNS.drawing}fr`,
      },
    },
  },
  plugins: [brandFallbackFaces, themeProperties, inBloom],
}

export default config
