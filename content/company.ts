import type { Company } from './types'

/**
 * Placeholder identity: replace these values with the company's real data before launch
 * (see README). Everything else (header, footer, metadata, JSON-LD, WhatsApp) reads from here.
 */
export const company: Company = {
  name: 'Ipê Software',
  legalName: 'Ipê Software Ltda.',
  // Placeholder CNPJ, formatted as the real one will be: replace before launch.
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

/** The logo's wordmark, set in two weights. */
export const wordmark = { primary: 'Ipê', secondary: 'Software' }
