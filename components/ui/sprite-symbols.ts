import { brandIconNodes } from '@/components/ui/brand-icon-nodes'
import { iconNodes } from '@/components/ui/icon-nodes'
import { renderNodes, type SpriteSymbol, type SvgNode } from '@/lib/svg-sprite'

const icon = (nodes: SvgNode[]): SpriteSymbol => ({
  viewBox: '0 0 24 24',
  body: renderNodes(nodes),
})

/** Every drawing of the sprite: lucide's icons and the social glyphs. */
export function spriteSymbols(): Record<string, SpriteSymbol> {
  const symbols: Record<string, SpriteSymbol> = {}
  for (const [id, nodes] of Object.entries({ ...iconNodes, ...brandIconNodes })) {
    symbols[id] = icon(nodes)
  }
  return symbols
}
