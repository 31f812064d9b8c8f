import type { IconName } from '@/content/types'
import { cn } from '@/lib/utils'

export const ICON_SPRITE = '/icons.svg'

type IconProps = { name: IconName; className?: string }

/**
 * A lucide icon drawn from the cached sprite (app/icons.svg), so a page carries a short
 * reference instead of the drawing, twice over (HTML and RSC payload).
 */
export function Icon({ name, className }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" className={cn('size-6 icon', className)}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  )
}

export function IconBadge({ name, className }: IconProps) {
  return (
    <span className={cn('icon-badge', className)}>
      <Icon name={name} />
    </span>
  )
}
