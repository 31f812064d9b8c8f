import { COLOR_TOKENS, cssRule, customProperties, palettes, tokenColors } from './palette'

const HEX = /^#[0-9a-f]{6}$/

describe('palettes', () => {
  it('give every token a hex colour in both themes', () => {
    for (const palette of Object.values(palettes)) {
      expect(Object.keys(palette)).toEqual(COLOR_TOKENS)
      for (const value of Object.values(palette)) expect(value).toMatch(HEX)
    }
  })
})

describe('customProperties', () => {
  it('prefixes each name with two dashes', () => {
    expect(customProperties({ background: '#fff', 'card-foreground': '#000' })).toEqual({
      '--background': '#fff',
      '--card-foreground': '#000',
    })
  })
})

describe('tokenColors', () => {
  it('points each token at its custom property', () => {
    expect(tokenColors(['muted', 'muted-foreground'])).toEqual({
      muted: 'var(--muted)',
      'muted-foreground': 'var(--muted-foreground)',
    })
  })
})

describe('cssRule', () => {
  it('writes one compact rule', () => {
    expect(cssRule(':root', { '--a': 'red', '--b': '#fff' })).toBe(':root{--a:red;--b:#fff}')
  })
})
