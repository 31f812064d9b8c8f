import { company } from './company'

/** The line under the slogan on the share card. */
export const shareCard = { tagline: 'Software sob medida em Campo Grande, MS' }

/** The 1200×630 card shown when a page is shared, drawn at build time (app/og-image.png/). */
export const shareImage = {
  url: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${company.name}: ${company.slogan}. ${shareCard.tagline}.`,
  type: 'image/png',
}
