// lucide-react's icons, each rendered by its own component into a sprite symbol, before next build
// and next dev: the sprite's route cannot render React (react-dom/server is refused there).
import fs from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { icons } from 'lucide-react'
import { LUCIDE_SYMBOLS_FILE, type SpriteSymbol } from '../lib/svg-sprite'
import { isMain } from './lib/export'

export function lucideSymbols(): Record<string, SpriteSymbol> {
  return Object.fromEntries(
    Object.entries(icons).map(([name, Icon]) => {
      const svg = renderToStaticMarkup(createElement(Icon))
      const [, viewBox, body] = svg.match(/^<svg [^>]*viewBox="([^"]+)"[^>]*>(.*)<\/svg>$/s) ?? []
      if (!viewBox || !body) throw new Error(`lucide-react drew ${name} as ${svg}`)
      return [name, { viewBox, body }]
    }),
  )
}

export function writeLucideSymbols(): number {
  const symbols = lucideSymbols()
  fs.mkdirSync(path.dirname(LUCIDE_SYMBOLS_FILE), { recursive: true })
  fs.writeFileSync(LUCIDE_SYMBOLS_FILE, JSON.stringify(symbols))
  return Object.keys(symbols).length
}

if (isMain(import.meta.url)) console.log(`${writeLucideSymbols()} lucide-react icons drawn`)
