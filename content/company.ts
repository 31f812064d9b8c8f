import { facts } from '@/content/facts'
import type { Company } from './types'

const address = { ...facts.address, city: 'Campo Grande', state: 'MS', country: 'BR' }

export const company: Company = {
  name: 'Ipê Software',
  legalName: 'Ipê Software Ltda.',
  cnpj: facts.cnpj,
  slogan: 'Soluções inteligentes para sua empresa',
  description:
    'Software sob medida, sites, integrações e suporte técnico para empresas de Mato Grosso do Sul e de todo o Brasil, com atendimento direto de quem constrói.',
  address,
  email: 'contato@ipesoftware.com.br',
  privacyEmail: 'privacidade@ipesoftware.com.br',
  // Or { kind: 'officer', name: '…' }: README, "Before launch".
  dataProtection: { kind: 'channel' },
  phone: facts.phone,
  location: { ...facts.coordinates, city: address.city, state: address.state },
  foundingYear: 2025,
  areaServed: ['Campo Grande', 'Mato Grosso do Sul', 'Brasil'],
}

const replyTime = '24\u00a0horas úteis'
const firstConsultation = 'Primeira consulta gratuita'

/** What every contact is promised, in these words wherever the copy says it. */
export const promises = {
  replyTime,
  firstConsultation,
  both: `${firstConsultation} e resposta em até ${replyTime}`,
}

export const wordmark = { primary: 'Ipê', secondary: 'Software' }

export const securityContact = { email: company.privacyEmail, languages: ['pt', 'en'] }
