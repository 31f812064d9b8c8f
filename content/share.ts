import { SHARE_IMAGE, shareImagePath } from '@/lib/app-icons'
import { aboutPage } from './about'
import { accessibilityPage } from './accessibility'
import { company } from './company'
import { contactPage } from './contact'
import type { PageKey } from './pages'
import { privacyPage } from './privacy'
import { searchPage } from './search-page'
import { servicesPage } from './services-page'

/** What a link to each page shows where it is shared (WhatsApp first): its title, a line of its own. */
export const shareCards: Record<Exclude<PageKey, 'notFound'>, { title: string; line: string }> = {
  home: { title: company.slogan, line: 'Software sob medida em Campo Grande, MS' },
  services: {
    title: servicesPage.title,
    line: 'Software, sites, suporte técnico, integração de sistemas e análise de dados',
  },
  contact: {
    title: contactPage.title,
    line: 'WhatsApp, telefone ou e-mail: uma pessoa da equipe responde',
  },
  about: {
    title: aboutPage.title,
    line: `Uma empresa de software de Mato Grosso do Sul, desde ${company.foundingYear}`,
  },
  privacy: {
    title: privacyPage.title,
    line: 'Que dados tratamos, por quê, e os seus direitos pela LGPD',
  },
  accessibility: {
    title: accessibilityPage.title,
    line: 'Nossa meta, como avaliamos o site e como relatar uma barreira',
  },
  search: {
    title: searchPage.title,
    line: 'Serviços, a empresa e as formas de contato, num só lugar',
  },
}

export type SharedPage = keyof typeof shareCards

/** The 404 page has no address of its own to share: it shows the home page's card. */
export const sharedAs = (key: PageKey): SharedPage => (key === 'notFound' ? 'home' : key)

export function shareImage(key: PageKey) {
  const page = sharedAs(key)
  const { title, line } = shareCards[page]
  return { ...SHARE_IMAGE, url: shareImagePath(page), alt: `${company.name}: ${title}. ${line}.` }
}

export const sharedPages = Object.keys(shareCards) as SharedPage[]
