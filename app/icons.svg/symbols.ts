import { LOGO_MARK_ID } from '@/components/ui/icon'
import { iconNodes } from '@/lib/icon-nodes'
import { MARK_VIEWBOX, themedMarkNodes } from '@/lib/logo-mark'
import { socialIconNodes } from '@/lib/social-icon-nodes'
import { renderNodes, type SpriteSymbol, type SvgNode } from '@/lib/svg-sprite'

const icon = (nodes: SvgNode[]): SpriteSymbol => ({
  viewBox: '0 0 24 24',
  body: renderNodes(nodes),
})

export function spriteSymbols(): Record<string, SpriteSymbol> {
  const symbols: Record<string, SpriteSymbol> = {}
  for (const [id, nodes] of Object.entries({ ...iconNodes, ...socialIconNodes })) {
    symbols[id] = icon(nodes)
  }
  symbols[LOGO_MARK_ID] = { viewBox: MARK_VIEWBOX, body: renderNodes(themedMarkNodes()) }
  return symbols
}
