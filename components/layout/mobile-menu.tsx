'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { header } from '@/content/shell'
import type { NavLink } from '@/content/types'
import { cx } from '@/lib/utils'
import { SearchForm } from '@/components/search/search-form'
import { NavLinks } from './nav-links'

// A native disclosure, so it opens before the scripts run; its open state lives in the DOM only,
// never in React, whose copy an early tap would leave stale. Closed is also `display: none`, as
// Chrome keeps layout boxes for a closed disclosure's content.
// Modal while open: the backdrop is the summary's (globals.css), so a tap outside the panel closes
// it natively, before and after the scripts run. `children`: the server's, so its links cost no
// script.
type MobileMenuProps = { links: NavLink[]; className?: string; children?: React.ReactNode }

export function MobileMenu({ links, className, children }: MobileMenuProps) {
  const menuRef = useRef<HTMLDetailsElement>(null)
  const toggleRef = useRef<HTMLElement>(null)
  const pathname = usePathname()
  const shownPath = useRef(pathname)

  function close() {
    if (menuRef.current) menuRef.current.open = false
  }

  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    if (menuRef.current) menuRef.current.open = false
  }, [pathname])

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !menuRef.current?.open) return
      menuRef.current.open = false
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    // A visitor may open it before hydration: that `open` is theirs, not a mismatch.
    <details
      ref={menuRef}
      data-menu
      className={cx('group lg:hidden', className)}
      suppressHydrationWarning
    >
      <summary
        ref={toggleRef}
        className={cx(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
        )}
      >
        <Icon name="Menu" className="group-open:hidden" />
        <Icon name="X" className="hidden group-open:block" />
        <span className="sr-only group-open:hidden">{header.menu.open}</span>
        <span className="sr-only hidden group-open:inline">{header.menu.close}</span>
      </summary>
      <div className="absolute inset-x-0 top-full hidden border-b border-border bg-background lifted group-open:block">
        <nav
          aria-label={header.menuNavLabel}
          className="mx-auto max-w-content space-y-4 px-gutter py-4"
        >
          <SearchForm id="busca-menu" label={header.searchLabel} onSearch={close} />
          <NavLinks links={links} layout="stack" onNavigate={close} />
          {children}
        </nav>
      </div>
    </details>
  )
}
