import { markColors, markCustomProperties, markNodes, themedMarkNodes } from './logo-mark'

describe('markNodes', () => {
  it('draws five turned petals with their veins, then the ringed centre, in the given colours', () => {
    const nodes = markNodes(markColors.light)
    expect(nodes.map(([tag]) => tag)).toEqual([
      ...Array<string>(10).fill('path'),
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
    const paints = new Set(nodes.map(([, a]) => a.fill ?? a.stroke))
    expect(paints).toEqual(new Set(Object.values(markColors.light)))
  })
})

describe('themedMarkNodes', () => {
  it('paints through the properties markCustomProperties sets, falling back to the light colours', () => {
    const { petal, vein, centre } = markColors.light
    const styles = themedMarkNodes().map(([, a]) => a.style)
    expect(new Set(styles)).toEqual(
      new Set([
        `fill:var(--mark-petal,${petal})`,
        `stroke:var(--mark-vein,${vein})`,
        `fill:var(--mark-centre,${centre})`,
      ]),
    )
    expect(Object.keys(markCustomProperties(markColors.dark))).toEqual([
      '--mark-petal',
      '--mark-vein',
      '--mark-centre',
    ])
  })
})
