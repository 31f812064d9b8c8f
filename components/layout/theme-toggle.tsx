'use client'

import { useTheme } from 'next-themes'
import { Icon } from '@/components/ui/icon'
import { header } from '@/content/shell'
import { Button } from '@/components/ui/button'

/** Icon and name are swapped by the `dark` class, so the server HTML is right in both themes. */
export function ThemeToggle({ className }: { className?: string }) {
  const { setTheme } = useTheme()

  function toggle() {
    const isDark = document.documentElement.classList.contains('dark')
    setTheme(isDark ? 'light' : 'dark')
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
