import type { TeamMember } from './types'

// Not displayed; the people are illustrative. Add a `linkedin` only with its owner's consent.
export const team: TeamMember[] = [
  {
    id: 'lucas-benites',
    name: 'Lucas Benites',
    role: 'Fundador e arquiteto de software',
    description: 'Desenha as soluções e acompanha cada projeto da análise à implantação.',
    avatar: 'LB',
  },
  {
    id: 'camila-nakamura',
    name: 'Camila Nakamura',
    role: 'Desenvolvedora full-stack',
    description: 'Constrói sistemas web e integrações com foco em desempenho e clareza de código.',
    avatar: 'CN',
  },
  {
    id: 'joao-pedro-ferreira',
    name: 'João Pedro Ferreira',
    role: 'Analista de suporte',
    description: 'Cuida do atendimento técnico, da infraestrutura e dos backups dos clientes.',
    avatar: 'JF',
  },
  {
    id: 'beatriz-rocha',
    name: 'Beatriz Rocha',
    role: 'Analista de dados',
    description: 'Transforma dados operacionais em painéis e indicadores para a gestão.',
    avatar: 'BR',
  },
]
