import { palettes, type ColorToken, type Theme } from '../lib/palette'

/** A colour token of a theme as the browser computes it, e.g. `rgb(17, 26, 46)`. */
export function tokenRgb(theme: Theme, token: ColorToken): string {
  const hex = palettes[theme][token].replace('#', '')
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}
