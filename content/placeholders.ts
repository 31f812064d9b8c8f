// Recognised by value: if a placeholder turns out to be the real value, delete its line.
import { facts } from '@/content/facts'
import { missingFactsOf, type Placeholder } from '@/lib/placeholders'

const profile = (network: keyof typeof facts.profiles, label: string, placeholder: string) => ({
  label,
  placeholder,
  value: facts.profiles[network],
})

export const placeholders = {
  cnpj: { label: 'CNPJ', placeholder: '00.000.000/0001-00', value: facts.cnpj },
  phone: { label: 'celular (WhatsApp)', placeholder: '(67) 99999-0000', value: facts.phone },
  address: {
    label: 'endereço',
    placeholder: { street: 'Av. Afonso Pena, 3000', district: 'Centro', postalCode: '79002-070' },
    value: facts.address,
  },
  coordinates: {
    label: 'coordenadas do endereço',
    placeholder: { lat: -20.4697, lng: -54.6201 },
    value: facts.coordinates,
  },
  emailProvider: {
    label: 'provedor de e-mail',
    placeholder: '[nome do provedor]',
    value: facts.emailProvider,
  },
  linkedin: profile(
    'linkedin',
    'perfil no LinkedIn',
    'https://www.linkedin.com/company/ipesoftware',
  ),
  instagram: profile('instagram', 'perfil no Instagram', 'https://www.instagram.com/ipesoftware'),
  facebook: profile('facebook', 'perfil no Facebook', 'https://www.facebook.com/ipesoftware'),
} satisfies Record<string, Placeholder>

export const missingFacts = missingFactsOf(placeholders)
