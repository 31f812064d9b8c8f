import { PHOTO_WIDTHS, photoSizes } from './layout'

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

const screens = (widths: number[], ratios: number[]) =>
  widths.flatMap((width) => ratios.map((ratio) => ({ width, ratio })))

// In CSS px, with their pixel ratios: phones, the odd phone at 1×, tablets, desktops.
const SCREENS = [
  ...screens([360, 390, 412, 430], [1.75, 2, 2.625, 3]),
  ...screens([360, 390], [1]),
  ...screens([768, 820], [1, 2]),
  ...screens([1024, 1280, 1440, 1920], [1, 2]),
]

describe('the photos’ widths', () => {
  // The browser takes the narrowest width that fills the slot at the screen's ratio.
  it.each(Object.entries(photoSizes))(
    'fill the %s photo’s slot on every screen, and are at most a third wider',
    (_, sizes) => {
      for (const { width, ratio } of SCREENS) {
        const asked = slot(sizes, width) * ratio
        const given = PHOTO_WIDTHS.find((offered) => offered >= asked)
        expect({ width, ratio, given: given !== undefined }).toEqual({ width, ratio, given: true })
        expect(given! / asked).toBeLessThanOrEqual(4 / 3)
      }
    },
  )
})
