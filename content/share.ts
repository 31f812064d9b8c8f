import { company } from './company'

export const shareCard = { tagline: 'Software sob medida em Campo Grande, MS' }

export const shareImage = {
  url: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${company.name}: ${company.slogan}. ${shareCard.tagline}.`,
  type: 'image/png',
}
