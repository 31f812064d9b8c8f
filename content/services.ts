import type { ProcessStep, Service } from './types'

export const services: Service[] = [
  {
    id: 'software-personalizado',
    title: 'Software personalizado',
    description:
      'Sistemas web e aplicativos desenhados a partir dos seus processos, do controle de estoque ao portal do cliente, com código documentado e pronto para crescer junto com a empresa.',
    icon: 'code',
    featured: true,
    highlights: ['Sistemas web e mobile', 'Automação de rotinas', 'Código e dados sempre seus'],
  },
  {
    id: 'sites-personalizados',
    title: 'Sites personalizados',
    description:
      'Sites institucionais e páginas de produto rápidos, acessíveis e otimizados para os mecanismos de busca, com um painel simples para a sua equipe atualizar textos e fotos.',
    icon: 'globe',
    featured: true,
    highlights: [
      'Design responsivo',
      'SEO técnico desde o início',
      'Carregamento rápido no celular',
    ],
  },
  {
    id: 'suporte-tecnico',
    title: 'Suporte técnico',
    description:
      'Atendimento remoto e presencial em Campo Grande, manutenção preventiva, backups verificados e monitoramento para que a sua equipe não pare por causa de um computador.',
    icon: 'headset',
    featured: true,
    highlights: [
      'Atendimento remoto e presencial',
      'Backups testados',
      'Contratos mensais ou por chamado',
    ],
  },
  {
    id: 'integracao-de-sistemas',
    title: 'Integração de sistemas',
    description:
      'Conectamos ERP, loja virtual, planilhas, emissores de nota fiscal e APIs de parceiros para que os dados circulem sozinhos, sem retrabalho nem digitação duplicada.',
    icon: 'plug',
    featured: true,
    highlights: ['APIs REST e webhooks', 'ERP e e-commerce', 'Sincronização sem digitação'],
  },
  {
    id: 'analise-de-dados',
    title: 'Análise de dados',
    description:
      'Painéis e relatórios que transformam os números da operação em decisões: vendas, custos, estoque e produtividade atualizados automaticamente, num só lugar.',
    icon: 'chart',
    featured: false,
    highlights: ['Painéis gerenciais', 'Indicadores automáticos', 'Relatórios para a diretoria'],
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
