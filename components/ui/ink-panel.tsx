import { cx } from '@/lib/utils'
import { ICON_SPRITE, LOGO_MARK_ID } from './icon'

type InkPanelProps = { className: string; children: React.ReactNode }

// The closing bands' surface: dark in both themes, the ipê drawn large and faint, in yellow, in its
// corner.
export function InkPanel({ className, children }: InkPanelProps) {
  return (
    <div className={cx('ink-panel', className)}>
      <svg
        aria-hidden="true"
        focusable="false"
        className="pointer-events-none absolute -right-24 -bottom-28 -z-10 size-96 opacity-15 print:hidden"
      >
        <use href={`${ICON_SPRITE}#${LOGO_MARK_ID}`} />
      </svg>
      {children}
    </div>
  )
}
