import { spriteSymbols } from '@/components/ui/sprite-symbols'
import { buildSprite } from '@/lib/svg-sprite'

export const dynamic = 'force-static'

/** The icon sprite, built at build time from lucide's drawings and our brand glyphs. */
export function GET(): Response {
  return new Response(buildSprite(spriteSymbols()), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  })
}
