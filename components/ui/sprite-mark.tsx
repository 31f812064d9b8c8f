import { ICON_SPRITE, LOGO_MARK_ID } from './icon'

// Coloured by the --mark-* properties, so it follows the `dark` class with nothing to swap.
export function SpriteMark() {
  return (
    <svg aria-hidden="true" focusable="false" data-logo-mark="" className="size-9 shrink-0">
      <use href={`${ICON_SPRITE}#${LOGO_MARK_ID}`} />
    </svg>
  )
}
