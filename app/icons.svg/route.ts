import { brandIconNodes } from '@/components/ui/brand-icon-nodes'
import { iconNodes } from '@/components/ui/icon-nodes'
import { buildSprite } from '@/lib/svg-sprite'

export const dynamic = 'force-static'

/** The icon sprite, built at build time from lucide and our brand glyphs, cached by browsers. */
export function GET(): Response {
  return new Response(buildSprite({ ...iconNodes, ...brandIconNodes }), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  })
}
