import { socialIconId, type SocialIconName } from '@/lib/social-icon-nodes'
import { ICON_SPRITE } from '@/components/ui/icon'

type SocialIconProps = { name: SocialIconName; className?: string }

export function SocialIcon({ name, className }: SocialIconProps) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${ICON_SPRITE}#${socialIconId(name)}`} />
    </svg>
  )
}
