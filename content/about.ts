import { company, promises } from './company'
import { pages } from './pages'
import { services } from './services'
import type { AboutContent } from './types'

export const about: AboutContent = {
  history: [
    `A Ipê Software nasceu em ${company.foundingYear}, em Campo Grande, para levar às empresas de Mato Grosso do Sul a tecnologia que as grandes companhias usam, com a proximidade de quem atende do outro lado da rua.`,
    'Somos uma equipe pequena por escolha: quem conversa com você no primeiro dia é quem escreve o código, faz as integrações e atende o suporte depois da entrega.',
    'O nome vem do ipê, a árvore que colore Campo Grande todo inverno: resistente, de raízes fundas e que floresce quando mais se precisa. É assim que queremos ser para os nossos clientes.',
  ],
  mission:
    'Simplificar a rotina das empresas com software confiável, feito sob medida e explicado em português claro, do primeiro contato ao suporte.',
  vision:
    'Ser reconhecida pelas empresas de Mato Grosso do Sul como uma parceira de tecnologia de confiança, pela qualidade das entregas e pela relação duradoura com cada cliente.',
  values: [
    'Transparência em cada etapa, do orçamento à entrega',
    'Compromisso com prazos e com o que foi combinado',
    'Qualidade no código, na documentação e no atendimento',
    'Parceria de longo prazo com clientes e com a comunidade local',
  ],
}

export const aboutPage = {
  eyebrow: 'Sobre nós',
  title: 'Tecnologia com raízes em Campo Grande',
  lead: 'Somos uma empresa de software de Mato Grosso do Sul que desenvolve, integra e cuida dos sistemas de que a sua empresa depende.',
  historyTitle: 'Nossa história',
  badge: {
    label: 'Fundada em',
    year: String(company.foundingYear),
    place: company.address.city,
    state: company.address.state,
  },
  figures: [
    { value: String(company.foundingYear), label: 'o ano em que a empresa nasceu' },
    { value: String(services.length), label: 'serviços, do software ao suporte' },
    { value: '24h', label: 'para responder, em dias úteis' },
  ],
  missionVisionLabel: 'Missão e visão',
  missionTitle: 'Missão',
  visionTitle: 'Visão',
  valuesTitle: 'Nossos valores',
  valuesLead: 'O que orienta cada projeto, cada chamado e cada conversa.',
  cta: {
    title: 'Vamos conversar sobre a sua empresa?',
    lead: `Fale com a nossa equipe sobre o seu projeto. ${promises.both}.`,
    label: 'Fale Conosco',
    href: pages.contact.path,
  },
}
