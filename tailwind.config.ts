import type { Config } from 'tailwindcss'
import plugin from 'tailwindcss/plugin'
import { markColors, markCustomProperties } from './lib/logo-mark'
import { COLOR_TOKENS, customProperties, palettes, tokenColors } from './lib/palette'

/** The colour tokens and the logo mark's paint as custom properties, switched by the `dark` class. */
const themeProperties = plugin(({ addBase }) => {
  addBase({
    ':root': { ...customProperties(palettes.light), ...markCustomProperties(markColors.light) },
    '.dark': { ...customProperties(palettes.dark), ...markCustomProperties(markColors.dark) },
  })
})

const config: Config = {
  theme: {
    extend: {
      colors: tokenColors(COLOR_TOKENS),
      fontFamily: {
        sans: ['var(--font-sans)', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
      borderRadius: {
        xl: '0.875rem',
        '2xl': '1.25rem',
      },
      maxWidth: {
        content: '72rem',
      },
      spacing: {
        header: '4rem',
        'search-desktop': '16rem',
      },
    },
  },
  plugins: [themeProperties],
}

export default config
