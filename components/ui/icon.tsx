import type { IconName } from '@/content/types'
import { cx } from '@/lib/utils'

export const ICON_SPRITE = '/icons.svg'
export { LOGO_MARK_ID } from '@/lib/svg-sprite'

type IconProps = { name: IconName; className?: string }

// From the sprite: drawn inline, icons took three routes over budget (docs/performance.md).
export function Icon({ name, className }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" className={cx('icon', className)}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  )
}

export function IconBadge({ name, className }: IconProps) {
  return (
    <span className={cx('icon-badge', className)}>
      <Icon name={name} />
    </span>
  )
}
