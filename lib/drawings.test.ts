import { ipeTree, SCENE_VIEWBOX, scenes, TREE_VIEWBOX } from './drawings'
import type { SvgNode } from './svg-sprite'

const size = (viewBox: string) => viewBox.split(' ').map(Number).slice(2) as [number, number]

// The boxes and circles a drawing places, each inside its view: nothing cut at its edge.
function outside(nodes: SvgNode[], [width, height]: [number, number]) {
  return nodes.filter(([tag, a]) => {
    const n = (key: string) => Number(a[key] ?? 0)
    if (tag === 'rect' || tag === 'use')
      return (
        n('x') < 0 || n('y') < 0 || n('x') + n('width') > width || n('y') + n('height') > height
      )
    if (tag === 'circle')
      return n('cx') - n('r') < 0 || n('cx') + n('r') > width || n('cy') - n('r') < 0
    return false
  })
}

it.each(Object.entries(scenes))('draws the %s window inside its view, in tokens', (_, draw) => {
  const nodes = draw()
  expect(outside(nodes, size(SCENE_VIEWBOX))).toEqual([])
  const colours = nodes.flatMap(([, a]) => [a.fill, a.stroke]).filter((c) => c && c !== 'none')
  expect(colours.filter((c) => !/^var\(--[\w-]+\)$/.test(String(c)))).toEqual([])
})

it('draws the same ipê every time, inside its view', () => {
  expect(ipeTree()).toEqual(ipeTree())
  expect(outside(ipeTree(), size(TREE_VIEWBOX))).toEqual([])
})
