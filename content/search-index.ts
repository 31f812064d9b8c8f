import { company } from './company'
import { openingHoursSentence } from './opening-hours'
import { pages, sectionHref } from './pages'
import { servicesPage } from './services-page'
import { services } from './services'
import type { SearchIndexEntry } from './types'

const pageEntries: SearchIndexEntry[] = [
  {
    title: pages.home.navLabel,
    url: pages.home.path,
    keywords: ['início', 'página inicial', 'empresa de software', 'Campo Grande', 'tecnologia'],
    content: company.description,
  },
  {
    title: pages.about.navLabel,
    url: pages.about.path,
    keywords: [
      'sobre',
      'quem somos',
      'história',
      'missão',
      'visão',
      'valores',
      `fundada em ${company.foundingYear}`,
    ],
    content: `A história da Ipê Software, empresa de tecnologia fundada em ${company.foundingYear} em Campo Grande, MS, com a nossa missão, visão e valores.`,
  },
  {
    title: pages.services.navLabel,
    url: pages.services.path,
    keywords: ['serviços', 'orçamento', 'como trabalhamos', 'processo', 'metodologia ágil'],
    content:
      'Todos os serviços da Ipê Software e como trabalhamos: requisitos, desenvolvimento ágil, testes, documentação, treinamento e suporte pós-implantação.',
  },
  {
    title: pages.contact.navLabel,
    url: pages.contact.path,
    keywords: ['contato', 'WhatsApp', 'telefone', 'e-mail', 'endereço', 'horário de atendimento'],
    content: `Fale com a Ipê Software pelo WhatsApp, telefone ou e-mail. Atendimento ${openingHoursSentence}.`,
  },
  {
    title: pages.privacy.title,
    url: pages.privacy.path,
    keywords: [
      'privacidade',
      'LGPD',
      'dados pessoais',
      'cookies',
      'direitos do titular',
      'encarregado',
      'ANPD',
    ],
    content: pages.privacy.description,
  },
  {
    title: pages.accessibility.title,
    url: pages.accessibility.path,
    keywords: [
      'acessibilidade',
      'leitor de tela',
      'teclado',
      'WCAG',
      'NBR 17225',
      'Lei Brasileira de Inclusão',
    ],
    content: pages.accessibility.description,
  },
]

const serviceEntries: SearchIndexEntry[] = services.map((service) => ({
  title: service.title,
  url: sectionHref('services', service.id),
  keywords: service.keywords,
  content: service.description,
}))

const securityEntry: SearchIndexEntry = {
  title: servicesPage.security.title,
  url: sectionHref('services', servicesPage.security.id),
  keywords: ['segurança', 'LGPD', 'privacidade', 'backup', 'criptografia', 'proteção de dados'],
  content: servicesPage.security.lead,
}

export const searchIndex: SearchIndexEntry[] = [...pageEntries, ...serviceEntries, securityEntry]
