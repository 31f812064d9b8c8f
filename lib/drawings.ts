import { LOGO_MARK_ID, type SvgNode } from './svg-sprite'

// The company's drawings, as the sprite's symbols (app/icons.svg): painted with the theme's tokens
// (`var(--token)`, which reach into a <use>), so a page carries one <use> a drawing and each theme
// colours it. Bars stand for words: nothing in them needs reading.

export const SCENE_VIEWBOX = '0 0 320 200'
export const TREE_VIEWBOX = '0 0 400 320'

const paint = (token: string, opacity?: number) => ({
  fill: `var(--${token})`,
  'fill-opacity': opacity,
})

const TONES = {
  soft: paint('border'),
  text: paint('muted-foreground', 0.45),
  strong: paint('foreground', 0.7),
  brand: paint('brand'),
  yellow: paint('primary'),
  ok: paint('success'),
}
type Tone = keyof typeof TONES

const bar = (x: number, y: number, width: number, height = 6, tone: Tone = 'soft'): SvgNode => [
  'rect',
  { x, y, width, height, rx: height / 2, ...TONES[tone] },
]

const box = (x: number, y: number, width: number, height: number, rx: number, fill: object) =>
  ['rect', { x, y, width, height, rx, ...fill }] as SvgNode

const framed = (x: number, y: number, width: number, height: number, rx: number): SvgNode =>
  box(x, y, width, height, rx, { ...paint('card'), stroke: 'var(--border)', 'stroke-width': 2 })

/** An icon of the same sprite, stroked as the pages stroke them, `size` units wide. */
const glyph = (id: string, x: number, y: number, size: number, token: string): SvgNode => [
  'use',
  {
    href: `#${id}`,
    x,
    y,
    width: size,
    height: size,
    fill: 'none',
    stroke: `var(--${token})`,
    'stroke-width': 2,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  },
]

const mark = (x: number, y: number, size: number, turn = 0): SvgNode => [
  'use',
  {
    href: `#${LOGO_MARK_ID}`,
    x: x - size / 2,
    y: y - size / 2,
    width: size,
    height: size,
    transform: turn ? `rotate(${turn} ${x} ${y})` : undefined,
  },
]

// A line of code: its indent, then each token's width and tone.
const CODE: [number, [number, Tone][]][] = [
  [
    0,
    [
      [34, 'brand'],
      [64, 'text'],
    ],
  ],
  [
    1,
    [
      [26, 'yellow'],
      [88, 'soft'],
    ],
  ],
  [
    1,
    [
      [52, 'soft'],
      [40, 'brand'],
    ],
  ],
  [2, [[104, 'soft']]],
  [
    2,
    [
      [46, 'yellow'],
      [58, 'soft'],
    ],
  ],
  [1, [[22, 'brand']]],
  [0, [[14, 'soft']]],
]

const code = (): SvgNode[] => [
  ...CODE.flatMap(([indent, tokens], row) => {
    let x = 52 + indent * 16
    return [
      bar(24, 52 + row * 17, 12, 5),
      ...tokens.map(([width, tone]) => {
        const token = bar(x, 51 + row * 17, width, 6, tone)
        x += width + 8
        return token
      }),
    ]
  }),
  box(52, 170, 2.5, 12, 0, paint('brand')),
  box(206, 150, 94, 28, 14, paint('success', 0.15)),
  glyph('CircleCheck', 214, 156, 16, 'success'),
  bar(236, 161, 52, 6, 'ok'),
]

const site = (): SvgNode[] => [
  ['circle', { cx: 30, cy: 54, r: 6, ...paint('primary') }],
  ...[196, 224, 252].map((x) => bar(x, 52, 20, 4, 'text')),
  bar(24, 76, 122, 10, 'strong'),
  bar(24, 92, 92, 10, 'strong'),
  bar(24, 112, 118, 5, 'text'),
  bar(24, 122, 96, 5, 'text'),
  box(24, 138, 58, 18, 9, paint('primary')),
  box(164, 72, 132, 86, 10, paint('border', 0.7)),
  ['path', { d: 'M176 150l30-34 22 22 14-14 42 26z', ...paint('muted-foreground', 0.25) }],
  ['circle', { cx: 266, cy: 94, r: 9, ...paint('primary', 0.7) }],
  framed(248, 120, 56, 78, 11),
  bar(256, 134, 40, 6, 'strong'),
  bar(256, 146, 30, 4, 'text'),
  box(256, 160, 26, 10, 5, paint('primary')),
]

const TICKETS: { done: boolean; title: number; detail: number }[] = [
  { done: true, title: 110, detail: 72 },
  { done: false, title: 84, detail: 96 },
  { done: true, title: 124, detail: 60 },
]

const support = (): SvgNode[] =>
  TICKETS.flatMap(({ done, title, detail }, row) => {
    const y = 50 + row * 44
    return [
      box(20, y, 280, 36, 10, paint('border', 0.45)),
      ['circle', { cx: 40, cy: y + 18, r: 9, ...paint('muted-foreground', 0.3) }],
      bar(58, y + 10, title, 6, 'strong'),
      bar(58, y + 22, detail, 4, 'text'),
      box(226, y + 10, 62, 16, 8, done ? paint('success', 0.2) : paint('primary', 0.35)),
      bar(236, y + 15.5, 42, 5, done ? 'ok' : 'brand'),
    ]
  })

const SYSTEMS = [
  { x: 20, y: 50, icon: 'Boxes' },
  { x: 20, y: 128, icon: 'ShoppingCart' },
  { x: 220, y: 89, icon: 'ReceiptText' },
]

const integration = (): SvgNode[] => [
  [
    'path',
    {
      d: 'M100 70C130 70 128 112 142 114M100 148C130 148 128 118 142 116M178 115C196 115 200 109 220 109',
      fill: 'none',
      stroke: 'var(--brand)',
      'stroke-width': 2,
      'stroke-dasharray': '5 5',
    },
  ],
  ...SYSTEMS.flatMap(({ x, y, icon }): SvgNode[] => [
    framed(x, y, 80, 40, 10),
    glyph(icon, x + 10, y + 11, 18, 'brand'),
    bar(x + 34, y + 13, 34, 5, 'strong'),
    bar(x + 34, y + 23, 24, 4, 'text'),
  ]),
  [
    'circle',
    { cx: 160, cy: 115, r: 20, ...paint('card'), stroke: 'var(--border)', 'stroke-width': 2 },
  ],
  mark(160, 115, 24),
]

const BARS = [34, 52, 44, 70, 60, 86]
const TREND = 'M176 176L196 156L220 164L246 130L270 138L298 104'

const dashboard = (): SvgNode[] => [
  ...[20, 120, 220].flatMap((x, i): SvgNode[] => [
    box(x, 48, 80, 38, 9, paint('border', 0.45)),
    bar(x + 10, 56, 34, 4, 'text'),
    bar(x + 10, 68, [46, 38, 52][i]!, 9, i === 0 ? 'brand' : 'strong'),
  ]),
  ...BARS.map((height, i) =>
    box(
      24 + i * 24,
      180 - height,
      14,
      height,
      3,
      paint(i === BARS.length - 1 ? 'primary' : 'border'),
    ),
  ),
  ['path', { d: `${TREND}V180H176Z`, ...paint('primary', 0.2) }],
  ['path', { d: TREND, fill: 'none', stroke: 'var(--brand)', 'stroke-width': 2.5 }],
]

const WINDOW: SvgNode[] = [
  framed(4, 4, 312, 192, 16),
  ...[22, 36, 50].map((cx): SvgNode => ['circle', { cx, cy: 22, r: 4, ...paint('border') }]),
  ['path', { d: 'M4 38H316', stroke: 'var(--border)', 'stroke-width': 2 }],
]

/** A service drawn as the window it becomes: code, a site and its phone, tickets, systems, data. */
export const scenes = {
  code: () => [...WINDOW, ...code()],
  site: () => [...WINDOW, ...site()],
  support: () => [...WINDOW, ...support()],
  integration: () => [...WINDOW, ...integration()],
  dashboard: () => [...WINDOW, ...dashboard()],
} satisfies Record<string, () => SvgNode[]>

export type SceneName = keyof typeof scenes

export const sceneSymbolId = (scene: SceneName) => `scene-${scene}`

export const TREE_SYMBOL_ID = 'ipe-tree'

// The crown: blossoms packed in a wide dome, lighter where the sun falls, the same every build.
function crown(): SvgNode[] {
  let seed = 7
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
  const blossoms: [number, number, number, string][] = []
  for (let i = 0; i < 120; i++) {
    const angle = random() * Math.PI * 2
    const reach = Math.sqrt(random())
    const x = 200 + Math.cos(angle) * reach * 138
    const y = 112 + Math.sin(angle) * reach * 62 - (1 - reach) * 14
    const r = 10 + random() * 10
    const light = y + (random() - 0.5) * 36
    const tone = light < 98 ? 'ipe-light' : light < 130 ? 'ipe' : 'ipe-deep'
    blossoms.push([Math.round(x), Math.round(y), Math.round(r), tone])
  }
  return blossoms
    .sort((a, b) => a[1] - b[1])
    .map(([cx, cy, r, tone]) => ['circle', { cx, cy, r, ...paint(tone) }])
}

// Where the flowers show whole, on the crown and falling: x, y, size, turn.
const FLOWERS = [
  [128, 96, 20, 0],
  [176, 70, 24, 30],
  [236, 76, 22, 60],
  [288, 100, 20, 15],
  [154, 134, 18, 45],
  [214, 118, 18, 10],
  [262, 140, 16, 70],
  [96, 128, 16, 20],
  [316, 134, 16, 50],
  [118, 214, 11, 30],
  [292, 226, 12, 70],
  [84, 250, 9, 50],
  [252, 262, 10, 10],
  [330, 258, 9, 40],
] as const
// A low skyline on the horizon: Campo Grande, where the tree stands.
const SKYLINE = [
  [18, 30],
  [40, 46],
  [62, 24],
  [78, 58],
  [100, 38],
  [296, 44],
  [318, 64],
  [342, 34],
  [362, 52],
] as const
const TRUNK =
  'M188 274C192 240 190 214 196 186C180 170 152 156 122 150L126 144C154 148 178 156 196 170C196 150 184 132 164 116L170 112C192 126 204 146 204 166C210 146 228 128 258 116L262 122C236 134 216 152 210 176C224 166 250 158 280 156L280 162C254 166 228 176 212 190C212 218 212 244 216 274Z'

/** The ipê of the company's name in bloom, over Campo Grande's skyline. */
export const ipeTree = (): SvgNode[] => [
  ...SKYLINE.map(([x, height]) => box(x, 272 - height, 18, height, 2, paint('border', 0.7))),
  ['path', { d: 'M0 268C90 256 150 260 210 266S330 276 400 262V320H0Z', ...paint('border') }],
  ['path', { d: TRUNK, ...paint('foreground', 0.6) }],
  ...crown(),
  ...FLOWERS.map(([x, y, size, turn]) => mark(x, y, size, turn)),
]
