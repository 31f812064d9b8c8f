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
    const turned = [72, 144, 216, 288].map((degrees) => `rotate(${degrees} 16 16)`)
    expect(turns.slice(0, 5)).toEqual([undefined, ...turned])
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
    const properties = Object.keys(markCustomProperties(markColors.dark))
    expect(properties).toEqual(['--mark-petal', '--mark-vein', '--mark-centre'])
  })
})
