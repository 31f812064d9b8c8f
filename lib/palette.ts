// The ipê in bloom (lib/drawings.ts) is yellow whatever the theme.
const bloom = { 'ipe-light': '#fcd34d', ipe: '#fbbf24', 'ipe-deep': '#f59e0b' }

// The light theme's keys name the tokens; the dark theme must set each of them.
const light = {
  background: '#ffffff',
  foreground: '#0f172a',
  card: '#ffffff',
  'card-foreground': '#0f172a',
  muted: '#f4f6f9',
  'muted-foreground': '#475569',
  border: '#e2e8f0',
  input: '#7c8ba1',
  ring: '#b45309',
  primary: '#fbbf24',
  'primary-foreground': '#0f172a',
  accent: '#fef3c7',
  'accent-foreground': '#92400e',
  brand: '#92400e',
  // The closing bands: a dark surface in both themes, where the one yellow button stands out.
  ink: '#0f172a',
  'ink-foreground': '#f8fafc',
  'ink-muted': '#cbd5e1',
  glow: '#fef3c7',
  // The light a drawing is lit by: the ipê's yellow, faint.
  'art-light': 'rgb(251 191 36 / 0.28)',
  ...bloom,
  destructive: '#b91c1c',
  'destructive-foreground': '#ffffff',
  success: '#15803d',
}

export type Theme = 'light' | 'dark'
export type ColorToken = keyof typeof light
export type Palette = Record<ColorToken, string>

const dark: Palette = {
  background: '#0b1120',
  foreground: '#e2e8f0',
  // Raised surfaces a step above the page, so they stand apart without a shadow.
  card: '#1a2642',
  'card-foreground': '#f1f5f9',
  muted: '#131e36',
  'muted-foreground': '#a3b1c6',
  border: '#2b3850',
  input: '#6b7a93',
  ring: '#fcd34d',
  primary: '#fbbf24',
  'primary-foreground': '#0b1120',
  // Raised navy, not a darkened yellow: large surfaces stay dark and cool.
  accent: '#1c2740',
  'accent-foreground': '#fcd34d',
  brand: '#fcd34d',
  // Above the page by 1.3:1 and more (docs/design.md, "Depth"), and still a dark surface.
  ink: '#243150',
  'ink-foreground': '#f1f5f9',
  'ink-muted': '#a3b1c6',
  glow: '#16223b',
  'art-light': 'rgb(251 191 36 / 0.16)',
  ...bloom,
  destructive: '#f87171',
  'destructive-foreground': '#0b1120',
  success: '#4ade80',
}

export const palettes: Record<Theme, Palette> = { light, dark }

// The same in both themes, under white text (AA).
export const fixedColors = { whatsapp: '#15803d', 'whatsapp-hover': '#166534' }

export const COLOR_TOKENS = Object.keys(light) as ColorToken[]

export function customProperties(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [`--${name}`, value]))
}

export function tokenColors(tokens: readonly string[]): Record<string, string> {
  return Object.fromEntries(tokens.map((token) => [token, `var(--${token})`]))
}

export function cssRule(selector: string, properties: Record<string, string>): string {
  const declarations = Object.entries(properties).map(([name, value]) => `${name}:${value}`)
  return `${selector}{${declarations.join(';')}}`
}
