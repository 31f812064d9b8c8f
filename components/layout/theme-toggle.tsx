import { Icon } from '@/components/ui/icon'
import { Button } from '@/components/ui/button'
import { header } from '@/content/shell'
import { THEME_TOGGLE_ATTRIBUTE } from '@/lib/theme-switch'

/**
 * Answered by the head script (lib/theme-switch.ts), so it works before the page's code runs.
 * Icon and name are swapped by the `dark` class, so the HTML is right in both themes.
 */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <Button variant="ghost" size="icon" className={className} {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}>
      <Icon name="moon" className="dark:hidden" />
      <Icon name="sun" className="hidden dark:block" />
      <span className="sr-only dark:hidden">{header.themeToggle.toDark}</span>
      <span className="sr-only hidden dark:inline">{header.themeToggle.toLight}</span>
    </Button>
  )
}
