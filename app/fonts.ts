import localFont from 'next/font/local'

export const plusJakartaSans = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  // Why swap, not preloaded: docs/performance.md, "The first paint".
  display: 'swap',
  preload: false,
  // next/font's fallback names only Arial, which Android and Linux lack: the Tailwind config's.
  adjustFontFallback: false,
  variable: '--font-brand',
})
