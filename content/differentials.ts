import type { Differential } from './types'

export const differentials: Differential[] = [
  {
    id: 'inovacao',
    title: 'Inovação',
    description:
      'Usamos tecnologias atuais e consolidadas, escolhidas pelo que resolvem no seu negócio e não pela moda do momento.',
    icon: 'lightbulb',
  },
  {
    id: 'agilidade',
    title: 'Agilidade',
    description:
      'Entregas curtas e frequentes: você acompanha o sistema funcionando desde as primeiras semanas de projeto.',
    icon: 'zap',
  },
  {
    id: 'suporte-especializado',
    title: 'Suporte Especializado',
    description:
      'Quem atende o seu chamado é quem conhece o seu sistema, aqui mesmo em Campo Grande, sem fila de call center.',
    icon: 'life-buoy',
  },
  {
    id: 'solucoes-escalaveis',
    title: 'Soluções Escaláveis',
    description:
      'Arquitetura pensada para crescer com a empresa, com mais usuários e novos módulos, sem recomeçar do zero.',
    icon: 'trending-up',
  },
]
