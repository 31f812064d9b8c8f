// What only the owner can supply; tests read it from here, never a copy (docs/launch.md).
import type { Facts } from './types'

export const facts: Facts = {
  cnpj: '00.000.000/0001-00',
  phone: '(67) 99999-0000',
  address: { street: 'Av. Afonso Pena, 3000', district: 'Centro', postalCode: '79002-070' },
  coordinates: { lat: -20.4697, lng: -54.6201 },
  emailProvider: '[nome do provedor]',
  profiles: {
    linkedin: 'https://www.linkedin.com/company/ipesoftware',
    instagram: 'https://www.instagram.com/ipesoftware',
    facebook: 'https://www.facebook.com/ipesoftware',
  },
  privacyUpdatedAt: '2026-11-24',
  accessibilityUpdatedAt: '2026-11-24',
  accessibilityEvaluatedAt: '2026-11-24',
}
