import { company, promises } from './company'
import type { Route } from './types'

export const pages = {
  home: {
    path: '/',
    indexed: true,
    navLabel: 'Início',
    title: 'Ipê Software | Software sob medida em Campo Grande, MS',
    description:
      'Software sob medida, sites, integração de sistemas, análise de dados e suporte técnico para empresas de Campo Grande e de todo o Mato Grosso do Sul.',
  },
  services: {
    path: '/servicos/',
    indexed: true,
    navLabel: 'Serviços',
    title: 'Serviços',
    description:
      'Software personalizado, sites, suporte técnico, integração de sistemas e análise de dados, com processo ágil, testes, documentação e suporte contínuo.',
  },
  contact: {
    path: '/contato/',
    indexed: true,
    navLabel: 'Contato',
    title: 'Contato',
    description: `Fale com a Ipê Software pelo WhatsApp, telefone ou e-mail. ${promises.both} para a sua empresa em Campo Grande.`,
  },
  about: {
    path: '/sobre/',
    indexed: true,
    navLabel: 'Sobre',
    title: 'Sobre',
    description: `Conheça a Ipê Software, empresa de tecnologia fundada em ${company.foundingYear} em Campo Grande, MS: nossa história, missão, visão e os valores que guiam cada projeto.`,
  },
  privacy: {
    path: '/privacidade/',
    indexed: true,
    title: 'Política de Privacidade',
    description:
      'Que dados a Ipê Software trata quando você visita o site ou entra em contato, com que base legal, por quanto tempo e como exercer seus direitos pela LGPD.',
  },
  accessibility: {
    path: '/acessibilidade/',
    indexed: true,
    title: 'Acessibilidade',
    description:
      'Declaração de acessibilidade do site da Ipê Software: meta ABNT NBR 17225 (WCAG 2.2 AA), como avaliamos, limitações conhecidas e como relatar uma barreira.',
  },
  search: {
    path: '/buscar/',
    queryParam: 'q',
    indexed: false,
    title: 'Busca',
    description:
      'Resultados da busca no site da Ipê Software: encontre serviços, informações sobre a empresa e formas de contato em Campo Grande, Mato Grosso do Sul.',
  },
  notFound: {
    path: '/404/',
    indexed: false,
    title: 'Página não encontrada',
    description:
      'A página que você procurou não existe ou mudou de endereço. Use a busca do site ou volte para a página inicial da Ipê Software em Campo Grande, MS.',
  },
} as const satisfies Record<string, Route>

export type PageKey = keyof typeof pages

export const indexedPages: PageKey[] = (Object.keys(pages) as PageKey[]).filter(
  (key) => pages[key].indexed,
)

export function searchHref(term: string): string {
  return `${pages.search.path}?${pages.search.queryParam}=${encodeURIComponent(term)}`
}

export function sectionHref(key: PageKey, id: string): string {
  return `${pages[key].path}#${id}`
}
