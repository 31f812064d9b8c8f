import { company } from './company'

/** The 1200×630 card shown when a page is shared (public/og-image.png, made by scripts/). */
export const shareImage = {
  url: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${company.name}: ${company.slogan}. Software sob medida em Campo Grande, MS.`,
  type: 'image/png',
}
