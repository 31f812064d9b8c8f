import type { SvgNode } from './svg-sprite'

// Filled glyphs, where lucide's icons are stroked: each path carries its own paint.
const glyph = (d: string): SvgNode[] => [['path', { d, fill: 'currentColor', stroke: 'none' }]]

// Drawn here: lucide ships no brand icons.
const socialGlyphs = {
  linkedin: glyph(
    'M4.5 3A1.5 1.5 0 0 0 3 4.5v15A1.5 1.5 0 0 0 4.5 21h15a1.5 1.5 0 0 0 1.5-1.5v-15A1.5 1.5 0 0 0 19.5 3h-15Zm2.75 3.25a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM6 10.5h2.5V18H6v-7.5Zm4.25 0h2.4v1.05c.4-.7 1.3-1.25 2.55-1.25 2.2 0 2.8 1.4 2.8 3.35V18h-2.5v-3.9c0-1-.2-1.75-1.2-1.75-1.05 0-1.55.75-1.55 1.85V18h-2.5v-7.5Z',
  ),
  instagram: glyph(
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8Zm4 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm4.75-3.5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5Z',
  ),
  facebook: glyph(
    'M12 2a10 10 0 0 0-1.56 19.88V14.9H7.9V12h2.54V9.8c0-2.5 1.5-3.9 3.78-3.9 1.1 0 2.24.2 2.24.2v2.46h-1.26c-1.24 0-1.63.77-1.63 1.56V12h2.78l-.45 2.9h-2.33v6.98A10 10 0 0 0 12 2Z',
  ),
}

export type SocialIconName = keyof typeof socialGlyphs

export const socialIconId = (name: SocialIconName) => `social-${name}`

export const socialIconNodes: Record<string, SvgNode[]> = Object.fromEntries(
  Object.entries(socialGlyphs).map(([name, nodes]) => [
    socialIconId(name as SocialIconName),
    nodes,
  ]),
)
