import type { Testimonial } from './types'

export const testimonials: Testimonial[] = [
  {
    id: 'mariana-lopes',
    name: 'Mariana Lopes',
    company: 'Distribuidora Pantanal',
    role: 'Gerente administrativa',
    content:
      'O sistema de pedidos integrado ao nosso ERP acabou com a digitação duplicada. Hoje o faturamento sai no mesmo dia.',
    avatar: 'ML',
  },
  {
    id: 'ricardo-arakaki',
    name: 'Ricardo Arakaki',
    company: 'Clínica Bem Viver',
    role: 'Sócio-diretor',
    content:
      'Precisávamos de agendamento on-line e prontuário em um só lugar. A equipe entendeu a rotina da clínica antes de propor qualquer coisa.',
    avatar: 'RA',
  },
  {
    id: 'fernanda-duarte',
    name: 'Fernanda Duarte',
    company: 'Agro Cerrado Sementes',
    role: 'Coordenadora de TI',
    content:
      'O suporte responde rápido e resolve de verdade. Os painéis de vendas mudaram a forma como a diretoria acompanha as safras.',
    avatar: 'FD',
  },
]
