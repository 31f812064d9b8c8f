import localFont from 'next/font/local'

export const plusJakartaSans = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  // Every visit ends in the brand font; until it arrives the text is set in a device font
  // matched to its metrics (lib/brand-font.ts, in the Tailwind config), so the swap moves nothing.
  display: 'swap',
  // Not preloaded: a preload made the first paint 75 to 235 ms later than without one (A/B,
  // docs/performance.md); the inline stylesheet asks for the font as soon as text needs it.
  preload: false,
  // The fallback faces and the font stack are the Tailwind config's: next/font's own names Arial
  // only, which Android and Linux do not have.
  adjustFontFallback: false,
  variable: '--font-brand',
})
