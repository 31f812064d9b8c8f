import { socialIconId } from '@/lib/social-icon-nodes'
import { ICON_SPRITE } from '@/components/ui/icon'
import type { SocialIconName } from '@/content/types'

type SocialIconProps = { name: SocialIconName; className?: string }

export function SocialIcon({ name, className }: SocialIconProps) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${ICON_SPRITE}#${socialIconId(name)}`} />
    </svg>
  )
}
