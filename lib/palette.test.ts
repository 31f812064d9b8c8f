import { cssRule, customProperties, tokenColors } from './palette'

it('writes the tokens as custom properties, the colours that read them, and one compact rule', () => {
  expect(customProperties({ 'card-foreground': '#000' })).toEqual({ '--card-foreground': '#000' })
  expect(tokenColors(['muted'])).toEqual({ muted: 'var(--muted)' })
  expect(cssRule(':root', { '--a': 'red', '--b': '#fff' })).toBe(':root{--a:red;--b:#fff}')
})
