import { cssRule, customProperties, palettes, tokenColors } from './palette'

it('writes the tokens as custom properties, the colours that read them, and one compact rule', () => {
  expect(customProperties({ 'card-foreground': '#000' })).toEqual({ '--card-foreground': '#000' })
  expect(tokenColors(['muted'])).toEqual({ muted: 'var(--muted)' })
  expect(cssRule(':root', { '--a': 'red', '--b': '#fff' })).toBe(':root{--a:red;--b:#fff}')
})

// WCAG's relative luminance: the closing panel stands 1.3:1 over the page (docs/design.md, "Depth").
it('lifts the closing panel 1.3:1 over the page in the dark theme', () => {
  const luminance = (hex: string) =>
    [1, 3, 5]
      .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0)
  const [ink, page] = [palettes.dark.ink, palettes.dark.background].map(luminance)
  expect((ink! + 0.05) / (page! + 0.05)).toBeGreaterThanOrEqual(1.3)
})
