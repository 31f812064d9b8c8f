import { photoSizes } from './photo-sizes'

const REM = 16

/** The width in px a browser takes from a `sizes` list at a viewport width (min-width only). */
function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
    const match = entry.match(/^\(min-width: (\d+)px\)\s+(.+)$/)
    if (match && viewport < Number(match[1])) continue
    return length(match?.[2] ?? entry, viewport)
  }
  throw new Error(`no entry of "${sizes}" applies at ${viewport}px`)
}

function length(value: string, viewport: number): number {
  const calc = value.match(/^calc\(100vw - ([\d.]+)rem\)$/)
  if (calc) return viewport - Number(calc[1]) * REM
  const rem = value.match(/^([\d.]+)rem$/)
  if (rem) return Number(rem[1]) * REM
  throw new Error(`unknown length ${value}`)
}

describe('photo sizes', () => {
  it.each(Object.entries(photoSizes))('%s ends with a default for phones', (_, sizes) => {
    expect(sizes.split(',').at(-1)).not.toContain('min-width')
  })

  it('asks a 390 px phone for the width inside the container padding, not the viewport', () => {
    expect(slotWidth(photoSizes.halfColumn, 390)).toBe(390 - 32)
    expect(slotWidth(photoSizes.heroColumn, 390)).toBe(390 - 32)
    expect(slotWidth(photoSizes.halfColumn, 768)).toBe(768 - 48)
  })

  it('asks a desktop for one column of the container, the hero a little less', () => {
    expect(slotWidth(photoSizes.halfColumn, 1280)).toBe(520)
    expect(slotWidth(photoSizes.heroColumn, 1280)).toBe(496)
    expect(slotWidth(photoSizes.heroColumn, 1280)).toBeLessThan(
      slotWidth(photoSizes.halfColumn, 1280),
    )
  })
})
