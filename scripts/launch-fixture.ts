// The owner's launch edits, made up (docs/launch.md): none may be a real company's or person's.
import type { Facts } from '../content/types'

export const facts: Facts = {
  cnpj: '34.672.815/0001-39',
  phone: '(67) 98123-4567',
  address: {
    street: 'Rua Antônio Maria Coelho, 1520',
    district: 'Jardim dos Estados',
    postalCode: '79020-210',
  },
  coordinates: { lat: -20.4581, lng: -54.6032 },
  emailProvider: 'Microsoft Corporation (Microsoft 365)',
  profiles: {
    linkedin: 'https://www.linkedin.com/company/ipe-software-ms',
    instagram: 'https://www.instagram.com/ipe.software.ms',
    facebook: 'https://www.facebook.com/ipe.software.ms',
  },
  privacyUpdatedAt: '2027-03-15',
  accessibilityUpdatedAt: '2027-03-16',
  accessibilityEvaluatedAt: '2027-03-16',
}
