import { SHARE_IMAGE } from '@/lib/app-icons'
import { company } from './company'

export const shareCard = { tagline: 'Software sob medida em Campo Grande, MS' }

export const shareImage = {
  ...SHARE_IMAGE,
  alt: `${company.name}: ${company.slogan}. ${shareCard.tagline}.`,
}
