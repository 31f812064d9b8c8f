import fs from 'node:fs'
import path from 'node:path'
import { helpCards } from '@/content/contact'
import { differentials } from '@/content/differentials'
import { homePage } from '@/content/home'
import { services } from '@/content/services'
import type { IconName } from '@/content/types'
import {
  ipeTree,
  releases,
  RELEASES_SYMBOL_ID,
  RELEASES_VIEWBOX,
  SCENE_VIEWBOX,
  sceneSymbolId,
  scenes,
  TREE_SYMBOL_ID,
  TREE_VIEWBOX,
  type SceneName,
} from '@/lib/drawings'
import { MARK_VIEWBOX, themedMarkNodes } from '@/lib/logo-mark'
import { socialIconNodes } from '@/lib/social-icon-nodes'
import { LOGO_MARK_ID, LUCIDE_SYMBOLS_FILE, renderNodes, type SpriteSymbol } from '@/lib/svg-sprite'

/**
 * The icons components and drawings name themselves; `content/` names the rest with its records.
 * Here, not in components/ui/icon.tsx, which client modules read: only the build reads this.
 */
const INTERFACE_ICONS = [
  'Accessibility',
  'ArrowRight',
  'Boxes',
  'Check',
  'CircleCheck',
  'Clock',
  'Eye',
  'Headset',
  'LoaderCircle',
  'Lock',
  'Mail',
  'MapPin',
  'Menu',
  'MessageCircle',
  'Moon',
  'Phone',
  'ReceiptText',
  'Search',
  'Send',
  'Sheet',
  'ShoppingCart',
  'ShieldCheck',
  'Sun',
  'Target',
  'X',
] as const satisfies readonly IconName[]

/** Every icon a page draws: the components' own and those the content's records name. */
const drawnIcons = (): IconName[] => [
  ...INTERFACE_ICONS,
  ...[...services, ...differentials, ...helpCards, ...homePage.hero.systems].map(
    (item) => item.icon,
  ),
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
  for (const [scene, draw] of Object.entries(scenes))
    symbols[sceneSymbolId(scene as SceneName)] = {
      viewBox: SCENE_VIEWBOX,
      body: renderNodes(draw()),
    }
  symbols[TREE_SYMBOL_ID] = { viewBox: TREE_VIEWBOX, body: renderNodes(ipeTree()) }
  symbols[RELEASES_SYMBOL_ID] = { viewBox: RELEASES_VIEWBOX, body: renderNodes(releases()) }
  // A drawing's glyph is a <use> of another symbol: one missing would draw nothing, silently.
  for (const [id, { body }] of Object.entries(symbols))
    for (const [, used] of body.matchAll(/href="#([^"]+)"/g))
      if (!symbols[used!])
        throw new Error(`The sprite's "${id}" uses "#${used}": add it to INTERFACE_ICONS`)
  return symbols
}
