import {
  markColors,
  markCustomProperties,
  markNodes,
  placeMark,
  themedMarkNodes,
} from './logo-mark'
import { palettes } from './palette'

describe('markNodes', () => {
  const nodes = markNodes(markColors.light)

  it('draws five petals with their veins, then the ringed centre', () => {
    expect(nodes.map(([tag]) => tag)).toEqual([
      ...Array.from({ length: 10 }, () => 'path'),
      'circle',
      'circle',
    ])
    const turns = nodes.filter(([, a]) => a.fill).map(([, a]) => a.transform)
    expect(turns.slice(0, 5)).toEqual([
      undefined,
      'rotate(72 16 16)',
      'rotate(144 16 16)',
      'rotate(216 16 16)',
      'rotate(288 16 16)',
    ])
  })

  it('paints with the given colours', () => {
    const paints = new Set(nodes.map(([, a]) => a.fill ?? a.stroke))
    expect(paints).toEqual(new Set(Object.values(markColors.light)))
  })

  it('keeps the petal outline of the original drawing', () => {
    expect(nodes[0]?.[1].d).toBe(
      'M16 15.5C12.4 13.3 11 9.9 12.6 6.9C13.6 5 15 4 16 2.8C17 4 18.4 5 19.4 6.9C21 9.9 19.2 13.3 16 15.5Z',
    )
  })
})

describe('themedMarkNodes', () => {
  it('paints through the custom properties, falling back to the light colours', () => {
    const styles = themedMarkNodes().map(([, a]) => a.style)
    expect(styles).toContain('fill:var(--mark-petal,#f59e0b)')
    expect(styles).toContain('stroke:var(--mark-vein,#b45309)')
    expect(styles).toContain('fill:var(--mark-centre,#78350f)')
    expect(themedMarkNodes().every(([, a]) => a.fill === undefined)).toBe(true)
  })
})

describe('markCustomProperties', () => {
  it('names one property per part', () => {
    expect(markCustomProperties(markColors.dark)).toEqual({
      '--mark-petal': '#fcd34d',
      '--mark-vein': '#fde68a',
      '--mark-centre': palettes.dark.background,
    })
  })
})

describe('placeMark', () => {
  /** Where the grid's point (16, 16), the flower's centre, lands in the frame. */
  const flowerCentre = ({ left, top, size }: { left: number; top: number; size: number }) => ({
    x: left + size / 2,
    y: top + size / 2,
  })

  it('sizes the flower, not the grid: at scale 1 the 32-unit grid spills past the frame', () => {
    const { size } = placeMark(100, 1)
    expect(size).toBeGreaterThan(100)
    // The flower is more than 24 of the grid's 32 units wide.
    expect(size).toBeLessThan((100 * 32) / 24)
  })

  it('centres the flower across the frame, which is symmetric about its centre', () => {
    expect(flowerCentre(placeMark(100, 0.5)).x).toBeCloseTo(50, 5)
  })

  it('puts the flower’s centre below the frame’s, the top petal being a point', () => {
    expect(flowerCentre(placeMark(100, 0.5)).y).toBeGreaterThan(50)
  })

  it('grows with the frame and with the scale', () => {
    const placed = placeMark(100, 0.5)
    const double = placeMark(200, 0.5)
    expect(double.left).toBeCloseTo(placed.left * 2, 10)
    expect(double.top).toBeCloseTo(placed.top * 2, 10)
    expect(double.size).toBeCloseTo(placed.size * 2, 10)
    expect(placeMark(100, 0.25).size).toBeCloseTo(placed.size / 2, 10)
  })
})
