import { MARK_VIEWBOX, markColors, markCustomProperties, themedMarkNodes } from '@/lib/logo-mark'
import { cssRule } from '@/lib/palette'
import { renderNodes, svgDocument } from '@/lib/svg-sprite'

export const dynamic = 'force-static'

// Browser tabs follow the system's scheme, not the site's toggle, so the file does too.
const css =
  cssRule(':root', markCustomProperties(markColors.light)) +
  `@media (prefers-color-scheme: dark){${cssRule(':root', markCustomProperties(markColors.dark))}}`

export function GET(): Response {
  return new Response(
    svgDocument({ viewBox: MARK_VIEWBOX, body: renderNodes(themedMarkNodes()), css }),
    { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } },
  )
}
