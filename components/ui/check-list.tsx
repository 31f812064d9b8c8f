import type { IconName } from '@/content/types'
import { cx } from '@/lib/utils'
import { Icon } from './icon'

type CheckListProps = {
  items: string[]
  className?: string
  icon?: IconName
  /** The mark's colour: the brand's on the page, the button's yellow on an ink panel. */
  onInk?: boolean
}

// Short claims, each after its mark: the hero's facts, what a service includes, the promises.
export function CheckList({ items, className, icon = 'CircleCheck', onInk }: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon
            name={icon}
            className={cx('mt-0.5 size-5', onInk ? 'text-primary' : 'text-brand')}
          />
          {item}
        </li>
      ))}
    </ul>
  )
}
