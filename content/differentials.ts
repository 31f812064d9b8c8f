import type { Differential } from './types'

export const differentials: Differential[] = [
  {
    id: 'inovacao',
    title: 'Inovação',
    description:
      'Escolhemos cada ferramenta pelo problema que ela resolve no seu negócio: atual, bem mantida e que a sua equipe consiga usar.',
    icon: 'Lightbulb',
  },
  {
    id: 'agilidade',
    title: 'Agilidade',
    description:
      'Uma versão nova para você testar a cada duas semanas, desde o primeiro mês de projeto.',
    icon: 'Zap',
  },
  {
    id: 'suporte-especializado',
    title: 'Suporte especializado',
    description:
      'Quem atende você é quem conhece o seu sistema, aqui em Campo Grande, sem central de atendimento.',
    icon: 'LifeBuoy',
  },
  {
    id: 'solucoes-escalaveis',
    title: 'Soluções escaláveis',
    description:
      'O sistema recebe mais usuários e novos módulos à medida que a empresa cresce, sem recomeçar do zero.',
    icon: 'TrendingUp',
  },
]
