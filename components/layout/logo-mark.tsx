import { ICON_SPRITE, LOGO_MARK_ID } from '@/components/ui/icon'
import { cn } from '@/lib/utils'

/**
 * The ipê flower from the cached sprite: one drawing whose colours come from the `--mark-*`
 * custom properties, so it follows the `dark` class like the rest of the page (no second file,
 * nothing to swap after hydration).
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-logo-mark=""
      className={cn('size-9 shrink-0', className)}
    >
      <use href={`${ICON_SPRITE}#${LOGO_MARK_ID}`} />
    </svg>
  )
}
