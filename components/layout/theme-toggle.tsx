'use client'

import { useTheme } from 'next-themes'
import { Icon } from '@/components/ui/icon'
import { header } from '@/content/shell'
import { Button } from '@/components/ui/button'

/** Icon and name are swapped by the `dark` class, so the server HTML is right in both themes. */
export function ThemeToggle({ className }: { className?: string }) {
  const { setTheme } = useTheme()

  function toggle() {
    const root = document.documentElement
    // Every colour switches in the same frame: the links' and buttons' colour transitions are
    // held (app/globals.css) until the frame after the new theme is drawn.
    root.dataset.themeSwitch = ''
    setTheme(root.classList.contains('dark') ? 'light' : 'dark')
    requestAnimationFrame(() => requestAnimationFrame(() => delete root.dataset.themeSwitch))
  }

  return (
    <Button variant="ghost" size="icon" onClick={toggle} className={className}>
      <Icon name="moon" className="dark:hidden" />
      <Icon name="sun" className="hidden dark:block" />
      <span className="sr-only dark:hidden">{header.themeToggle.toDark}</span>
      <span className="sr-only hidden dark:inline">{header.themeToggle.toLight}</span>
    </Button>
  )
}
