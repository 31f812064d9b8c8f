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
  // The day each notice's text last changed: update it with every edit of content/privacy.ts or
  // content/accessibility.ts; the evaluation's, with every new manual evaluation.
  privacyUpdatedAt: '2026-12-02',
  accessibilityUpdatedAt: '2026-12-02',
  accessibilityEvaluatedAt: '2026-11-24',
}
