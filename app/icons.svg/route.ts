import { spriteSymbols } from './symbols'
import { buildSprite } from '@/lib/svg-sprite'

export const dynamic = 'force-static'

export function GET(): Response {
  return new Response(buildSprite(spriteSymbols()), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  })
}
