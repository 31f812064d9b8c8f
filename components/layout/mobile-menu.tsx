'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { header } from '@/content/shell'
import type { NavLink } from '@/content/types'
import { HeaderSearch } from './header-search'
import { NavLinks } from './nav-links'

const PANEL_ID = 'menu-mobile'

/** A disclosure, not a dialog: nothing is trapped, Escape closes it and focus goes home. */
export function MobileMenu({ links }: { links: NavLink[] }) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()

  const [shownPath, setShownPath] = useState(pathname)
  if (pathname !== shownPath) {
    setShownPath(pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  const close = () => setOpen(false)

  return (
    <div className="lg:hidden">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? 'x' : 'menu'} />
        <span className="sr-only">{open ? header.menu.close : header.menu.open}</span>
      </Button>
      {open && (
        <div
          id={PANEL_ID}
          className="absolute inset-x-0 top-full border-b border-border bg-background shadow-lg"
        >
          <nav
            aria-label={header.menuNavLabel}
            className="mx-auto max-w-content space-y-4 px-4 py-4"
          >
            <HeaderSearch id="busca-menu" label={header.search.formLabel} onSearch={close} />
            <NavLinks links={links} layout="stack" onNavigate={close} />
          </nav>
        </div>
      )}
    </div>
  )
}
