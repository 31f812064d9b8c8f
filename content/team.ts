import type { TeamMember } from './types'

/** Kept as data for a future section; the spec does not display the team. */
export const team: TeamMember[] = [
  {
    id: 'lucas-benites',
    name: 'Lucas Benites',
    role: 'Fundador e arquiteto de software',
    description: 'Desenha as soluções e acompanha cada projeto da análise à implantação.',
    avatar: 'LB',
    linkedin: 'https://www.linkedin.com/in/lucas-benites',
  },
  {
    id: 'camila-nakamura',
    name: 'Camila Nakamura',
    role: 'Desenvolvedora full-stack',
    description: 'Constrói sistemas web e integrações com foco em desempenho e clareza de código.',
    avatar: 'CN',
    linkedin: 'https://www.linkedin.com/in/camila-nakamura',
  },
  {
    id: 'joao-pedro-ferreira',
    name: 'João Pedro Ferreira',
    role: 'Analista de suporte',
    description: 'Cuida do atendimento técnico, da infraestrutura e dos backups dos clientes.',
    avatar: 'JF',
    linkedin: 'https://www.linkedin.com/in/joao-pedro-ferreira',
  },
  {
    id: 'beatriz-rocha',
    name: 'Beatriz Rocha',
    role: 'Analista de dados',
    description: 'Transforma dados operacionais em painéis e indicadores para a gestão.',
    avatar: 'BR',
    linkedin: 'https://www.linkedin.com/in/beatriz-rocha',
  },
]
