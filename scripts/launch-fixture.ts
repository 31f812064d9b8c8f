// The owner's launch edits, made up (docs/launch.md): none may be a real company's or person's. It
// follows content/facts.ts: a fact the owner adds is here with the owner's value, a profile with a
// made-up handle on the same network, so no edit of the owner's needs one here.
import { facts as owners } from '../content/facts'
import type { Facts } from '@/content/types'

const madeUpProfile = (url: string) => `${new URL(url).origin}/ipe.software.ms.launch`

export const facts: Facts = {
  ...owners,
  cnpj: '34.672.815/0001-39',
  phone: '(67) 98123-4567',
  address: {
    street: 'Rua Antônio Maria Coelho, 1520',
    district: 'Jardim dos Estados',
    postalCode: '79020-210',
  },
  coordinates: { lat: -20.4581, lng: -54.6032 },
  emailProvider: 'Microsoft Corporation (Microsoft 365)',
  profiles: Object.fromEntries(
    Object.entries(owners.profiles).map(([network, url]) => [network, madeUpProfile(url)]),
  ) as Facts['profiles'],
  privacyUpdatedAt: '2027-03-15',
  accessibilityUpdatedAt: '2027-03-16',
  accessibilityEvaluatedAt: '2027-03-16',
}
