import { palettes, type Theme } from './palette'
import type { SvgNode } from './svg-sprite'

// The only copy of the mark's geometry and colours: the sprite, favicon and images draw it.
export const MARK_VIEWBOX = '0 0 32 32'
const GRID = 32
const CENTRE = 16
const PETAL_ANGLES = [0, 72, 144, 216, 288]

type Point = readonly [x: number, y: number]
type Cubic = readonly [control1: Point, control2: Point, end: Point]

// The upright petal, from its base at the centre round to its tip and back.
const PETAL_START: Point = [16, 15.5]
const PETAL_CURVES: readonly Cubic[] = [
  [
    [12.4, 13.3],
    [11, 9.9],
    [12.6, 6.9],
  ],
  [
    [13.6, 5],
    [15, 4],
    [16, 2.8],
  ],
  [
    [17, 4],
    [18.4, 5],
    [19.4, 6.9],
  ],
  [
    [21, 9.9],
    [19.2, 13.3],
    [16, 15.5],
  ],
]
const PETAL_PATH = `M${PETAL_START.join(' ')}${PETAL_CURVES.map((curve) => `C${curve.flat().join(' ')}`).join('')}Z`
const VEIN_PATH = 'M16 14.5V6.5'

export type MarkPart = 'petal' | 'vein' | 'centre'
export type MarkColors = Record<MarkPart, string>

export const markColors: Record<Theme, MarkColors> = {
  light: { petal: '#f59e0b', vein: '#b45309', centre: '#78350f' },
  // The centre is a hole that shows the dark background.
  dark: { petal: '#fcd34d', vein: '#fde68a', centre: palettes.dark.background },
}

const MARK_PROPERTIES: Record<MarkPart, string> = {
  petal: '--mark-petal',
  vein: '--mark-vein',
  centre: '--mark-centre',
}

export function markCustomProperties(colors: MarkColors): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(MARK_PROPERTIES) as MarkPart[]).map((part) => [
      MARK_PROPERTIES[part],
      colors[part],
    ]),
  )
}

type Paint = (property: 'fill' | 'stroke', part: MarkPart) => Record<string, string>

function drawMark(paint: Paint): SvgNode[] {
  const petals = PETAL_ANGLES.flatMap((angle): SvgNode[] => {
    const turn = angle ? { transform: `rotate(${angle} ${CENTRE} ${CENTRE})` } : {}
    return [
      ['path', { d: PETAL_PATH, ...turn, ...paint('fill', 'petal') }],
      [
        'path',
        {
          d: VEIN_PATH,
          'stroke-width': 0.9,
          'stroke-linecap': 'round',
          ...turn,
          ...paint('stroke', 'vein'),
        },
      ],
    ]
  })
  return [
    ...petals,
    ['circle', { cx: CENTRE, cy: CENTRE, r: 3.2, ...paint('fill', 'centre') }],
    ['circle', { cx: CENTRE, cy: CENTRE, r: 1.3, ...paint('fill', 'petal') }],
  ]
}

export function markNodes(colors: MarkColors): SvgNode[] {
  return drawMark((property, part) => ({ [property]: colors[part] }))
}

// Custom properties inherit into a <use> copy: one drawing follows the page's theme.
export function themedMarkNodes(): SvgNode[] {
  return drawMark((property, part) => ({
    style: `${property}:var(${MARK_PROPERTIES[part]},${markColors.light[part]})`,
  }))
}

function cubicPoint(from: Point, [c1, c2, end]: Cubic, t: number): Point {
  const u = 1 - t
  const at = (i: 0 | 1) =>
    u * u * u * from[i] + 3 * u * u * t * c1[i] + 3 * u * t * t * c2[i] + t * t * t * end[i]
  return [at(0), at(1)]
}

function rotate([x, y]: Point, degrees: number): Point {
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)]
  return [
    CENTRE + (x - CENTRE) * cos - (y - CENTRE) * sin,
    CENTRE + (x - CENTRE) * sin + (y - CENTRE) * cos,
  ]
}

type Outline = { x: number; y: number; width: number; height: number }

// From points along the petal edges: a box around the control points would be too large.
function traceOutline(): Outline {
  const samples = 200
  const edge: Point[] = []
  let from = PETAL_START
  for (const curve of PETAL_CURVES) {
    for (let i = 0; i <= samples; i++) edge.push(cubicPoint(from, curve, i / samples))
    from = curve[2]
  }
  const points = PETAL_ANGLES.flatMap((angle) => edge.map((point) => rotate(point, angle)))
  const xs = points.map(([x]) => x)
  const ys = points.map(([, y]) => y)
  const [x, y] = [Math.min(...xs), Math.min(...ys)]
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y }
}

let outline: Outline | undefined

export type MarkPlacement = { left: number; top: number; size: number }

// Centred on the outline, not the flower's centre: with a pointed top petal and broad lower
// ones, the centred flower looks high.
export function placeMark(frame: number, scale: number): MarkPlacement {
  const { x, y, width, height } = (outline ??= traceOutline())
  const unit = (scale * frame) / Math.max(width, height)
  return {
    left: frame / 2 - (x + width / 2) * unit,
    top: frame / 2 - (y + height / 2) * unit,
    size: GRID * unit,
  }
}
