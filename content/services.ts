import { company } from './company'
import type { ProcessStep, Service } from './types'

const chatAbout = (subject: string) =>
  `Olá! Vim pelo site da ${company.name} e quero conversar sobre ${subject}.`

/**
 * One record a service: the row on /servicos, its card on the home page when featured, its search
 * entry (title, text, keywords) and the WhatsApp chat it offers. `icon`: any of lucide's icons
 * (lucide.dev/icons), by its name in PascalCase.
 */

export const services: Service[] = [
  {
    id: 'software-personalizado',
    title: 'Software personalizado',
    description:
      'Sistemas web e aplicativos desenhados a partir dos seus processos, do controle de estoque ao portal do cliente, com código documentado e pronto para crescer junto com a empresa.',
    icon: 'Code',
    featured: true,
    highlights: ['Sistemas web e mobile', 'Automação de rotinas', 'Código e dados sempre seus'],
    keywords: [
      'software sob medida',
      'sistema web',
      'aplicativo',
      'automação',
      'ERP',
      'desenvolvimento',
      'programação',
    ],
    chat: chatAbout('um software personalizado para a minha empresa'),
    scene: 'code',
  },
  {
    id: 'sites-personalizados',
    title: 'Sites personalizados',
    description:
      'Sites institucionais e páginas de produto rápidos, acessíveis e otimizados para os mecanismos de busca, com um painel simples para a sua equipe atualizar textos e fotos.',
    icon: 'Globe',
    featured: true,
    highlights: [
      'Design responsivo',
      'SEO técnico desde o início',
      'Carregamento rápido no celular',
    ],
    keywords: ['site institucional', 'landing page', 'SEO', 'Google', 'responsivo', 'loja virtual'],
    chat: chatAbout('um site para a minha empresa'),
    scene: 'site',
  },
  {
    id: 'suporte-tecnico',
    title: 'Suporte técnico',
    description:
      'Atendimento remoto e presencial em Campo Grande, manutenção preventiva, backups verificados e monitoramento para que a sua equipe não pare por causa de um computador.',
    icon: 'Headset',
    featured: true,
    highlights: [
      'Atendimento remoto e presencial',
      'Backups testados',
      'Contratos mensais ou por chamado',
    ],
    keywords: [
      'suporte',
      'manutenção',
      'backup',
      'computadores',
      'rede',
      'atendimento remoto',
      'helpdesk',
    ],
    chat: chatAbout('suporte técnico para a minha empresa'),
    scene: 'support',
  },
  {
    id: 'integracao-de-sistemas',
    title: 'Integração de sistemas',
    description:
      'Conectamos ERP, loja virtual, planilhas, emissores de nota fiscal e APIs de parceiros para que os dados circulem sozinhos, sem retrabalho nem digitação duplicada.',
    icon: 'Plug',
    featured: true,
    highlights: ['APIs REST e webhooks', 'ERP e e-commerce', 'Sincronização sem digitação'],
    keywords: ['integração', 'API', 'webhook', 'ERP', 'e-commerce', 'nota fiscal'],
    chat: chatAbout('integrar os sistemas da minha empresa'),
    scene: 'integration',
  },
  {
    id: 'analise-de-dados',
    title: 'Análise de dados',
    description:
      'Painéis e relatórios que transformam os números da operação em decisões: vendas, custos, estoque e produtividade atualizados automaticamente, num só lugar.',
    icon: 'ChartColumn',
    featured: false,
    highlights: ['Painéis gerenciais', 'Indicadores automáticos', 'Relatórios para a diretoria'],
    keywords: ['dados', 'BI', 'dashboard', 'painéis', 'relatórios', 'indicadores', 'Power BI'],
    chat: chatAbout('análise de dados e painéis para a minha empresa'),
    scene: 'dashboard',
  },
]

export const featuredServices = services.filter((service) => service.featured)

export const processSteps: ProcessStep[] = [
  {
    title: 'Análise detalhada de requisitos',
    description:
      'Conversamos com quem usa o processo no dia a dia, mapeamos o que existe hoje e registramos o que o sistema precisa resolver antes de escrever a primeira linha.',
  },
  {
    title: 'Desenvolvimento ágil e iterativo',
    description:
      'Entregas a cada duas semanas, com uma versão que você testa de verdade e prioridades ajustadas junto com a sua equipe.',
  },
  {
    title: 'Testes rigorosos de qualidade',
    description:
      'Testes automatizados e revisão de código em cada entrega, além de homologação com dados reais antes de qualquer publicação.',
  },
  {
    title: 'Documentação completa',
    description:
      'Manuais de uso, documentação técnica e o código-fonte organizado, para que o sistema não dependa de uma única pessoa.',
  },
  {
    title: 'Treinamento da equipe',
    description:
      'Capacitação prática, presencial ou on-line, para quem vai operar e administrar a solução no dia a dia.',
  },
  {
    title: 'Suporte pós-implantação',
    description:
      'Acompanhamos os primeiros meses de uso de perto e seguimos com manutenção, correções e melhorias contínuas.',
  },
]
