'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { NavLink } from '@/content/types'
import { isActive } from '@/lib/active-link'
import { cx } from '@/lib/utils'

type NavLinksProps = {
  links: NavLink[]
  layout: 'bar' | 'stack'
  onNavigate?: () => void
}

export function NavLinks({ links, layout, onNavigate }: NavLinksProps) {
  const pathname = usePathname()
  return (
    <ul className={cx('flex', layout === 'bar' ? 'items-center gap-1' : 'flex-col gap-1')}>
      {links.map((link) => {
        const active = isActive(pathname, link.href)
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              className={cx(
                'touch-link rounded-lg font-medium',
                layout === 'stack' ? 'w-full px-4 text-lg' : 'px-3',
                active
                  ? 'bg-accent text-accent-foreground'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              {link.label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
