import localFont from 'next/font/local'

export const sans = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  // With the CSS inline the text paints before the font arrives; swapping it in then moved whole
  // sections (CLS up to 0.076). Optional keeps the fallback for that page view: no shift, ever.
  display: 'optional',
  // Not preloaded: with optional display a slow line paints in the fallback anyway, and the
  // preload only shared that line with the photo and the scripts (A/B: docs/performance.md).
  preload: false,
  variable: '--font-sans',
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
})
