import {
  ipeTree,
  releases,
  RELEASES_VIEWBOX,
  SCENE_VIEWBOX,
  scenes,
  TREE_VIEWBOX,
} from './drawings'
import type { SvgNode } from './svg-sprite'

// The boxes and circles a drawing places outside its view (cut at its edge), and its colours that
// are not the theme's tokens.
function faults(nodes: SvgNode[], viewBox: string) {
  const [, , width, height] = viewBox.split(' ').map(Number) as [number, number, number, number]
  return nodes.filter(([tag, a]) => {
    const [x, y, w, h, r] = ['x', 'y', 'width', 'height', 'r'].map((key) => Number(a[key] ?? 0))
    const [cx, cy] = [Number(a.cx), Number(a.cy)]
    const paint = [a.fill, a.stroke].filter((c) => c && c !== 'none')
    if (paint.some((c) => !/^var\(--[\w-]+\)$/.test(String(c)))) return true
    if (tag === 'circle') return cx - r! < 0 || cx + r! > width || cy - r! < 0 || cy + r! > height
    return (
      ['rect', 'use'].includes(tag) && (x! < 0 || y! < 0 || x! + w! > width || y! + h! > height)
    )
  })
}

it('draws each drawing inside its view, in the theme’s tokens, the same every time', () => {
  const drawings: [() => SvgNode[], string][] = [
    ...Object.values(scenes).map((draw): [() => SvgNode[], string] => [draw, SCENE_VIEWBOX]),
    [ipeTree, TREE_VIEWBOX],
    [releases, RELEASES_VIEWBOX],
  ]
  for (const [draw, viewBox] of drawings) expect(faults(draw(), viewBox)).toEqual([])
  expect(ipeTree()).toEqual(ipeTree())
})
