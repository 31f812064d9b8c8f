import { ICON_SPRITE } from '@/components/ui/icon'
import { RELEASES_SYMBOL_ID, RELEASES_VIEWBOX } from '@/lib/drawings'
import { cx } from '@/lib/utils'

/** A version to try every two weeks (lib/drawings.ts): the agility claim, drawn; decorative. */
export function ReleaseTrack({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cx('art-panel', className)}>
      <svg viewBox={RELEASES_VIEWBOX} focusable="false" className="size-full">
        <use href={`${ICON_SPRITE}#${RELEASES_SYMBOL_ID}`} />
      </svg>
    </div>
  )
}
