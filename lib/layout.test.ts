import { atLeast, BREAKPOINTS, CONTAINER, photoSizes } from './layout'

/** The slot a browser picks from `sizes` at a viewport `width` px wide, in px (1 rem = 16 px). */
function slot(sizes: string, width: number): number {
  const rem = 16
  for (const candidate of sizes.split(', ')) {
    const [, min, length = candidate] = /^(?:\(min-width: ([\d.]+)rem\) )?(.+)$/.exec(candidate)!
    if (min !== undefined && width < Number(min) * rem) continue
    const calc = /^calc\(100vw - ([\d.]+)rem\)$/.exec(length)
    return calc ? width - Number(calc[1]) * rem : parseFloat(length) * rem
  }
  throw new Error(`no slot in ${sizes}`)
}

describe('layout', () => {
  it('names Tailwind’s sm and lg as media queries', () => {
    expect(atLeast('lg')).toBe(`(min-width: ${BREAKPOINTS.lg}rem)`)
  })

  it('sizes a photo to the container’s content below lg, whatever the width', () => {
    const { padding } = CONTAINER
    for (const sizes of Object.values(photoSizes)) {
      expect(slot(sizes, 390)).toBe(390 - 2 * padding.base * 16)
      expect(slot(sizes, 800)).toBe(800 - 2 * padding.sm * 16)
    }
  })

  it('sizes a photo from lg to its share of the widest container, never wider', () => {
    const content = (CONTAINER.width - 2 * CONTAINER.padding.lg) * 16
    expect(slot(photoSizes.halfColumn, 1280)).toBeLessThan(content / 2)
    expect(slot(photoSizes.heroColumn, 1440)).toBeLessThan(slot(photoSizes.halfColumn, 1440))
  })
})
