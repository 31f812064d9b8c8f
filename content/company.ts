import { facts } from '@/content/facts'
import type { Company } from './types'

/**
 * The company's identity. Everything else (header, footer, metadata, JSON-LD, WhatsApp) reads
 * from here; the facts only its owner can supply come from content/facts.ts.
 */
export const company: Company = {
  name: 'Ipê Software',
  legalName: 'Ipê Software Ltda.',
  cnpj: facts.cnpj,
  slogan: 'Soluções inteligentes para sua empresa',
  description:
    'Software sob medida, sites, integrações e suporte técnico para empresas de Mato Grosso do Sul e de todo o Brasil, com atendimento direto de quem constrói.',
  address: {
    ...facts.address,
    city: 'Campo Grande',
    state: 'MS',
    country: 'BR',
  },
  email: 'contato@ipesoftware.com.br',
  privacyEmail: 'privacidade@ipesoftware.com.br',
  // A small processing agent's privacy channel; a company that names an encarregado writes
  // { kind: 'officer', name: '…' } instead (see README, "Before launch").
  dataProtection: { kind: 'channel' },
  // The one number the site publishes, for calls and WhatsApp: a mobile. A landline, if any,
  // goes in `landline`, which the site offers as a tel: link only.
  phone: facts.phone,
  location: { ...facts.coordinates, city: 'Campo Grande', state: 'MS' },
  foundingYear: 2025,
  areaServed: ['Campo Grande', 'Mato Grosso do Sul', 'Brasil'],
}

/** The logo's wordmark, set in two weights. */
export const wordmark = { primary: 'Ipê', secondary: 'Software' }

/**
 * How whoever finds a security problem reaches the company (/.well-known/security.txt, RFC 9116):
 * by default the privacy mailbox, which already reaches whoever answers for the site, in the
 * languages it is read in (language tags, RFC 5646).
 */
export const securityContact = { email: company.privacyEmail, languages: ['pt', 'en'] }
