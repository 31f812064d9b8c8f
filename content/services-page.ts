import { pages } from './pages'
import type { Photo } from './types'

export const servicesPage = {
  eyebrow: 'Serviços',
  title: 'Tecnologia sob medida para cada etapa do seu negócio',
  lead: 'Do sistema que organiza a operação ao suporte que mantém tudo funcionando: escolha um serviço ou combine vários em um só projeto.',
  gridTitle: 'Nossos serviços',
  indexTitle: 'Nesta página',
  processTitle: 'Como Trabalhamos',
  processLead: 'Seis etapas claras, com entregas que você acompanha de perto.',
  security: {
    id: 'seguranca-da-informacao',
    eyebrow: 'Em todos os projetos',
    title: 'Segurança da informação',
    lead: 'Segurança não é um módulo extra: ela acompanha cada sistema, site e integração que entregamos.',
    points: [
      'Dados protegidos em conformidade com a LGPD, com acesso apenas de quem precisa',
      'Backups automáticos e testados, com cópia fora do servidor principal',
      'Conexões criptografadas, senhas protegidas e dependências mantidas em dia',
      'Registro de acessos e plano de resposta a incidentes combinado com a sua equipe',
    ],
  },
  cta: {
    title: 'Vamos conversar sobre o seu projeto?',
    lead: 'Conte do que precisa e receba uma proposta personalizada, com escopo, prazo e investimento.',
    label: 'Solicitar Orçamento',
    href: pages.contact.path,
  },
}

export const servicesPhoto: Photo = {
  id: 'photo-1498050108023-c5249f4df085',
  alt: 'Notebook aberto com código-fonte na tela, ao lado de um café',
  width: 1600,
  height: 1067,
}
