import { pages } from './pages'
import type { NavLink } from './types'

type NavPage = {
  [Key in keyof typeof pages]: (typeof pages)[Key] extends { navLabel: string } ? Key : never
}[keyof typeof pages]

const link = (key: NavPage): NavLink => ({ label: pages[key].navLabel, href: pages[key].path })

export const mainNav: NavLink[] = (['home', 'services', 'contact', 'about'] as const).map(link)

export const footerNav: NavLink[] = (['home', 'about', 'services', 'contact'] as const).map(link)
