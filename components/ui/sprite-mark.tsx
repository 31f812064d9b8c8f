import { ICON_SPRITE, LOGO_MARK_ID } from './icon'

/**
 * The logo mark on a page: the ipê flower from the cached sprite, one drawing whose colours come
 * from the `--mark-*` custom properties, so it follows the `dark` class like the rest of the page
 * (no second file, nothing to swap after hydration). The images drawn at build time use
 * `InlineMark` instead.
 */
export function SpriteMark() {
  return (
    <svg aria-hidden="true" focusable="false" data-logo-mark="" className="size-9 shrink-0">
      <use href={`${ICON_SPRITE}#${LOGO_MARK_ID}`} />
    </svg>
  )
}
