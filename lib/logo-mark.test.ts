import {
  markColors,
  markCustomProperties,
  markNodes,
  markOutline,
  markReach,
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

describe('markOutline', () => {
  const outline = markOutline()

  it('is the flower, not the grid: narrower than 32 units and symmetric about x = 16', () => {
    expect(outline.width).toBeGreaterThan(24)
    expect(outline.width).toBeLessThan(32)
    expect(outline.x + outline.width / 2).toBeCloseTo(16, 5)
    expect(outline.y).toBeCloseTo(2.8, 5)
  })

  it('reaches farther than half its longer side but not past its diagonal', () => {
    const longer = Math.max(outline.width, outline.height)
    expect(outline.reach).toBeGreaterThan(longer / 2)
    expect(outline.reach).toBeLessThan(Math.hypot(outline.width, outline.height) / 2)
  })
})

describe('placeMark', () => {
  it('centres the outline in the frame at the given scale', () => {
    const outline = markOutline()
    const { left, top, size } = placeMark(100, 0.5, outline)
    const unit = size / 32
    expect(Math.max(outline.width, outline.height) * unit).toBeCloseTo(50, 5)
    expect(left + (outline.x + outline.width / 2) * unit).toBeCloseTo(50, 5)
    expect(top + (outline.y + outline.height / 2) * unit).toBeCloseTo(50, 5)
  })
})

describe('markReach', () => {
  it('grows with the scale', () => {
    expect(markReach(0.5)).toBeCloseTo(markReach(1) / 2, 10)
  })
})
