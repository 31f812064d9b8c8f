import type { standIns } from './stand-ins'
import type { Company, SocialLink } from './types'

type StandIns = typeof standIns

/**
 * The launch edits of README's "Before launch", made up: another plausible value for every
 * stand-in (typed by the list, so a new stand-in cannot be left out), and later dates on both
 * notices. Only the launch-edit test build uses them (SITE_CONTENT=launch-fixture): the tests
 * that run against it pass only if they read every fact from content/.
 */
const edits: { [Key in keyof StandIns]: StandIns[Key]['standIn'] } & {
  privacyUpdatedAt: string
  accessibilityUpdatedAt: string
} = {
  cnpj: '34.672.815/0001-39',
  phone: '(67) 98123-4567',
  address: {
    street: 'Rua Antônio Maria Coelho, 1520',
    district: 'Jardim dos Estados',
    postalCode: '79020-210',
  },
  coordinates: { lat: -20.4581, lng: -54.6032 },
  emailProvider: 'Microsoft Corporation (Microsoft 365)',
  linkedin: 'https://www.linkedin.com/company/ipe-software-ms',
  instagram: 'https://www.instagram.com/ipe.software.ms',
  facebook: 'https://www.facebook.com/ipe.software.ms',
  privacyUpdatedAt: '2027-03-15',
  accessibilityUpdatedAt: '2027-03-16',
}

const profiles = { linkedin: edits.linkedin, instagram: edits.instagram, facebook: edits.facebook }

/**
 * The swaps the content modules apply in the launch-edit test build; null in every other. The
 * variable is compared here, where next.config.mjs writes it into the code, so that every other
 * build drops the values above (config/settings.ts rejects any other value).
 */
export const launchFixture =
  process.env.SITE_CONTENT === 'launch-fixture'
    ? {
        company: (facts: Company): Company => ({
          ...facts,
          cnpj: edits.cnpj,
          phone: edits.phone,
          address: { ...facts.address, ...edits.address },
          location: { ...facts.location, ...edits.coordinates },
        }),
        socialLinks: (links: SocialLink[]): SocialLink[] =>
          links.map((link) => ({ ...link, url: profiles[link.icon] })),
        emailProvider: edits.emailProvider,
        privacyUpdatedAt: edits.privacyUpdatedAt,
        accessibilityUpdatedAt: edits.accessibilityUpdatedAt,
      }
    : null
