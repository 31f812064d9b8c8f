'use client'

import { useTheme } from 'next-themes'
import { Icon } from '@/components/ui/icon'
import { Button } from '@/components/ui/button'
import { THEME_TOGGLE_ATTRIBUTE } from '@/config/theme'
import { header } from '@/content/shell'

// preventDefault tells the head script, which answers taps before hydration (and holds transitions
// for every tap), that this one is answered. Icon and name follow the `dark` class, so the exported
// HTML is right in both themes; without scripts it is not shown (app/globals.css).
export function ThemeToggle({ className }: { className?: string }) {
  const { resolvedTheme, setTheme } = useTheme()

  const toggle = (event: React.MouseEvent) => {
    event.preventDefault()
    setTheme(resolvedTheme === 'dark' ? 'light' : 'dark')
  }

  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      onClick={toggle}
      {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}
    >
      <Icon name="Moon" className="dark:hidden" />
      <Icon name="Sun" className="hidden dark:block" />
      <span className="sr-only dark:hidden">{header.themeToggle.toDark}</span>
      <span className="sr-only hidden dark:inline">{header.themeToggle.toLight}</span>
    </Button>
  )
}
