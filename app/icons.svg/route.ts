import { iconNodes } from '@/components/ui/icon-nodes'
import { buildSprite } from '@/lib/svg-sprite'

export const dynamic = 'force-static'

/** The icon sprite, built from the installed lucide icons at build time and cached by browsers. */
export function GET(): Response {
  return new Response(buildSprite(iconNodes), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  })
}
