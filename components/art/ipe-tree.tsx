import { ICON_SPRITE } from '@/components/ui/icon'
import { TREE_SYMBOL_ID, TREE_VIEWBOX } from '@/lib/drawings'
import { cx } from '@/lib/utils'

/** The ipê of the company's name, in bloom over Campo Grande (lib/drawings.ts); decorative. */
export function IpeTree({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cx('art-panel', className)}>
      {/* Its flowers keep the light theme's colours, which read on the yellow crown in both. */}
      <svg
        viewBox={TREE_VIEWBOX}
        focusable="false"
        className="absolute inset-0 size-full ipe-in-bloom"
      >
        <use href={`${ICON_SPRITE}#${TREE_SYMBOL_ID}`} />
      </svg>
    </div>
  )
}
