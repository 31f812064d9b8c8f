import { launchFixture } from './launch-fixture'
import type { Company } from './types'

/**
 * The company's identity. Everything else (header, footer, metadata, JSON-LD, WhatsApp) reads
 * from here. The CNPJ, the phone, the address and the coordinates are stand-ins: replace them
 * with the real ones before launch (content/stand-ins.ts lists them; see README).
 */
const facts: Company = {
  name: 'Ipê Software',
  legalName: 'Ipê Software Ltda.',
  cnpj: '00.000.000/0001-00',
  slogan: 'Soluções inteligentes para sua empresa',
  description:
    'Software sob medida, sites, integrações e suporte técnico para empresas de Mato Grosso do Sul e de todo o Brasil, com atendimento direto de quem constrói.',
  address: {
    street: 'Av. Afonso Pena, 3000',
    district: 'Centro',
    city: 'Campo Grande',
    state: 'MS',
    postalCode: '79002-070',
    country: 'BR',
  },
  email: 'contato@ipesoftware.com.br',
  privacyEmail: 'privacidade@ipesoftware.com.br',
  // A small processing agent's privacy channel; a company that names an encarregado writes
  // { kind: 'officer', name: '…' } instead (see README, "Before launch").
  dataProtection: { kind: 'channel' },
  // The one number the site publishes, for calls and WhatsApp: a mobile. A landline, if any,
  // goes in `landline`, which the site offers as a tel: link only.
  phone: '(67) 99999-0000',
  location: { lat: -20.4697, lng: -54.6201, city: 'Campo Grande', state: 'MS' },
  foundingYear: 2025,
  areaServed: ['Campo Grande', 'Mato Grosso do Sul', 'Brasil'],
}

/** The facts above; in the launch-edit test build, with other values in place of the stand-ins. */
export const company: Company = launchFixture?.company(facts) ?? facts

/** The logo's wordmark, set in two weights. */
export const wordmark = { primary: 'Ipê', secondary: 'Software' }

/**
 * How whoever finds a security problem reaches the company (/.well-known/security.txt, RFC 9116):
 * by default the privacy mailbox, which already reaches whoever answers for the site, in the
 * languages it is read in (language tags, RFC 5646).
 */
export const securityContact = { email: company.privacyEmail, languages: ['pt', 'en'] }
