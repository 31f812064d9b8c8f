import type { IconName } from '@/content/types'
import { Icon } from '@/components/ui/icon'

type IconTileProps = { icon: IconName; title: string; description: string }

// One statement in a `tiles` list: its three rows sit on the list's subgrid, so the titles and
// texts of a row start on one line whatever their lengths.
export function IconTile({ icon, title, description }: IconTileProps) {
  return (
    <li className="row-span-3 grid grid-rows-subgrid gap-y-3 p-6 sm:p-8">
      <Icon name={icon} className="size-7 text-brand" />
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="text-pretty text-muted-foreground">{description}</p>
    </li>
  )
}
