import { company } from './company'
import { emailProvider } from './privacy'
import { socialLinks } from './social'
import type { SocialIconName } from './types'
import { stillStandingIn, type StandIn } from '@/lib/stand-ins'

const profile = (network: SocialIconName) => socialLinks.find((link) => link.icon === network)?.url

const COMPANY_FILE = 'content/company.ts'

/**
 * The facts the site ships with a stand-in for, until the company supplies the real ones. Each is
 * recognised by value: once the file named holds another value, the fact drops off the list by
 * itself. If a stand-in turns out to be the real value, delete its line here. A production build
 * refuses to run while any remains (README, "Before launch"); a preview lists them in its badge.
 */
export const standIns = {
  cnpj: {
    label: 'CNPJ',
    file: COMPANY_FILE,
    standIn: '00.000.000/0001-00',
    value: company.cnpj,
  },
  phone: {
    label: 'celular (WhatsApp)',
    file: COMPANY_FILE,
    standIn: '(67) 99999-0000',
    value: company.phone,
  },
  address: {
    label: 'endereço',
    file: COMPANY_FILE,
    standIn: { street: 'Av. Afonso Pena, 3000', district: 'Centro', postalCode: '79002-070' },
    value: {
      street: company.address.street,
      district: company.address.district,
      postalCode: company.address.postalCode,
    },
  },
  coordinates: {
    label: 'coordenadas do endereço',
    file: COMPANY_FILE,
    standIn: { lat: -20.4697, lng: -54.6201 },
    value: { lat: company.location.lat, lng: company.location.lng },
  },
  emailProvider: {
    label: 'provedor de e-mail',
    file: 'content/privacy.ts',
    standIn: '[nome do provedor]',
    value: emailProvider,
  },
  linkedin: {
    label: 'perfil no LinkedIn',
    file: 'content/social.ts',
    standIn: 'https://www.linkedin.com/company/ipesoftware',
    value: profile('linkedin'),
  },
  instagram: {
    label: 'perfil no Instagram',
    file: 'content/social.ts',
    standIn: 'https://www.instagram.com/ipesoftware',
    value: profile('instagram'),
  },
  facebook: {
    label: 'perfil no Facebook',
    file: 'content/social.ts',
    standIn: 'https://www.facebook.com/ipesoftware',
    value: profile('facebook'),
  },
} satisfies Record<string, StandIn>

/** The facts still to be supplied: those whose value on the site is still the stand-in. */
export const missingFacts = stillStandingIn(standIns)
