// The company's own facts, which only its owner can supply (README, "Before launch"). Every page,
// the notices, the structured data and the WhatsApp links read them from here, and the tests read
// them from here too: they also run against a build with other values in their place
// (e2e/launch-fixture.ts). Until launch, the values marked in content/placeholders.ts stand here.
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
