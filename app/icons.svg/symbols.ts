import fs from 'node:fs'
import path from 'node:path'
import { INTERFACE_ICONS, LOGO_MARK_ID } from '@/components/ui/icon'
import { helpCards } from '@/content/contact'
import { differentials } from '@/content/differentials'
import { services } from '@/content/services'
import type { IconName } from '@/content/types'
import { MARK_VIEWBOX, themedMarkNodes } from '@/lib/logo-mark'
import { socialIconNodes } from '@/lib/social-icon-nodes'
import { LUCIDE_SYMBOLS_FILE, renderNodes, type SpriteSymbol } from '@/lib/svg-sprite'

/** Every icon a page draws: the components' own and those the content's records name. */
const drawnIcons = (): IconName[] => [
  ...INTERFACE_ICONS,
  ...[...services, ...differentials, ...helpCards].map((item) => item.icon),
]

function lucideSymbols(): Record<string, SpriteSymbol> {
  const file = path.join(process.cwd(), LUCIDE_SYMBOLS_FILE)
  if (!fs.existsSync(file))
    throw new Error(`${LUCIDE_SYMBOLS_FILE} is missing: npm run build and npm run dev write it`)
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, SpriteSymbol>
}

export function spriteSymbols(): Record<string, SpriteSymbol> {
  const lucide = lucideSymbols()
  const symbols: Record<string, SpriteSymbol> = {}
  for (const name of new Set(drawnIcons())) {
    const symbol = lucide[name]
    if (!symbol) throw new Error(`lucide-react has no icon "${name}" (lucide.dev/icons)`)
    symbols[name] = symbol
  }
  for (const [id, nodes] of Object.entries(socialIconNodes))
    symbols[id] = { viewBox: '0 0 24 24', body: renderNodes(nodes) }
  symbols[LOGO_MARK_ID] = { viewBox: MARK_VIEWBOX, body: renderNodes(themedMarkNodes()) }
  return symbols
}
