import type { NavLink } from './types'

export const mainNav: NavLink[] = [
  { label: 'Início', href: '/' },
  { label: 'Serviços', href: '/servicos/' },
  { label: 'Contato', href: '/contato/' },
  { label: 'Sobre', href: '/sobre/' },
]

export const footerNav: NavLink[] = [
  { label: 'Início', href: '/' },
  { label: 'Sobre', href: '/sobre/' },
  { label: 'Serviços', href: '/servicos/' },
  { label: 'Contato', href: '/contato/' },
]

export const SEARCH_PATH = '/buscar/'
export const CONTACT_PATH = '/contato/'
