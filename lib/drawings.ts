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

// The same tones on the ink surface, dark in both themes (the code editor).
const ON_INK: Record<Tone, object> = {
  soft: paint('ink-muted', 0.3),
  text: paint('ink-muted', 0.55),
  strong: paint('ink-foreground', 0.8),
  brand: paint('ipe-light'),
  yellow: paint('primary'),
  ok: paint('success'),
}

const bar = (
  x: number,
  y: number,
  width: number,
  height = 6,
  tone: Tone = 'soft',
  tones: Record<Tone, object> = TONES,
): SvgNode => ['rect', { x, y, width, height, rx: height / 2, ...tones[tone] }]

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

const FILES = [34, 26, 40, 30, 22, 36]

// An editor, dark as editors are: its files, numbered lines and a passing build.
const code = (): SvgNode[] => [
  box(4, 4, 312, 192, 16, { ...paint('ink'), stroke: 'var(--border)', 'stroke-width': 2 }),
  ...(['ipe-deep', 'primary', 'success'] as const).map((tone, i): SvgNode => [
    'circle',
    { cx: 22 + i * 14, cy: 22, r: 4, ...paint(tone, 0.8) },
  ]),
  box(78, 12, 84, 20, 6, paint('ink-muted', 0.14)),
  bar(88, 19, 46, 6, 'strong', ON_INK),
  ['path', { d: 'M4 38H316M66 38V196', stroke: 'var(--ink-muted)', 'stroke-opacity': 0.2 }],
  box(10, 60, 50, 13, 4, paint('primary', 0.22)),
  ...FILES.map((width, row) =>
    bar(16, 48 + row * 16, width - 10, 5, row === 1 ? 'yellow' : 'soft', ON_INK),
  ),
  ...CODE.flatMap(([indent, tokens], row) => {
    let x = 100 + indent * 14
    return [
      bar(78, 52 + row * 17, 10, 5, 'soft', ON_INK),
      ...tokens.map(([width, tone]) => {
        const token = bar(x, 51 + row * 17, width, 6, tone, ON_INK)
        x += width + 8
        return token
      }),
    ]
  }),
  box(100, 170, 2.5, 12, 0, paint('primary')),
  box(212, 150, 92, 28, 14, paint('success', 0.2)),
  glyph('CircleCheck', 220, 156, 16, 'success'),
  bar(242, 161, 50, 6, 'ok', ON_INK),
]

const site = (): SvgNode[] => [
  box(76, 13, 168, 18, 9, paint('border', 0.55)),
  glyph('Lock', 86, 17, 10, 'muted-foreground'),
  bar(102, 19, 92, 6, 'text'),
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

// A call answered: the customer's message, the team's reply, the ticket closed.
const support = (): SvgNode[] => [
  ['circle', { cx: 30, cy: 38, r: 14, ...paint('muted-foreground', 0.3) }],
  framed(54, 16, 168, 46, 14),
  bar(68, 29, 124, 6, 'strong'),
  bar(68, 43, 86, 5, 'text'),
  box(98, 74, 168, 46, 14, paint('primary')),
  bar(112, 87, 118, 6, 'strong', { ...TONES, strong: paint('primary-foreground', 0.75) }),
  bar(112, 101, 92, 5, 'text', { ...TONES, text: paint('primary-foreground', 0.45) }),
  ['circle', { cx: 290, cy: 97, r: 16, ...paint('ink') }],
  glyph('Headset', 281, 88, 18, 'primary'),
  framed(30, 134, 260, 56, 14),
  glyph('CircleCheck', 46, 150, 20, 'success'),
  bar(78, 150, 104, 6, 'strong'),
  bar(78, 164, 70, 5, 'text'),
  box(206, 148, 68, 18, 9, paint('success', 0.2)),
  bar(217, 154.5, 46, 5, 'ok'),
]

// Stock, shop, invoices and spreadsheets joined through the company's hub.
const SYSTEMS = [
  { x: 12, y: 18, icon: 'Boxes', link: 'M108 40C136 40 128 70 134 76' },
  { x: 12, y: 98, icon: 'ShoppingCart', link: 'M108 120C136 120 128 94 134 90' },
  { x: 212, y: 18, icon: 'ReceiptText', link: 'M212 40C184 40 192 70 186 76' },
  { x: 212, y: 98, icon: 'Sheet', link: 'M212 120C184 120 192 94 186 90' },
]

const integration = (): SvgNode[] => [
  ...SYSTEMS.flatMap(({ x, y, icon, link }): SvgNode[] => [
    [
      'path',
      {
        d: link,
        fill: 'none',
        stroke: 'var(--brand)',
        'stroke-width': 2,
        'stroke-dasharray': '5 5',
      },
    ],
    framed(x, y, 96, 44, 12),
    glyph(icon, x + 12, y + 13, 18, 'brand'),
    bar(x + 38, y + 15, 44, 5, 'strong'),
    bar(x + 38, y + 26, 30, 4, 'text'),
  ]),
  [
    'circle',
    {
      cx: 160,
      cy: 83,
      r: 38,
      fill: 'none',
      stroke: 'var(--primary)',
      'stroke-opacity': 0.35,
      'stroke-width': 2,
    },
  ],
  ['circle', { cx: 160, cy: 83, r: 26, ...paint('ink') }],
  mark(160, 83, 30),
  ...(
    [
      [122, 40],
      [198, 120],
    ] as const
  ).map(([cx, cy]): SvgNode => ['circle', { cx, cy, r: 4, ...paint('primary') }]),
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

/** A service drawn as what it makes: an editor, a site and its phone, a call, systems, data. */
export const scenes = {
  code,
  site: () => [...WINDOW, ...site()],
  support,
  integration,
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

export const RELEASES_VIEWBOX = '0 0 320 168'
export const RELEASES_SYMBOL_ID = 'releases'

/** A version to try every two weeks: six sprints on a line, each release a little fuller. */
export const releases = (): SvgNode[] => [
  ['path', { d: 'M24 124H296', stroke: 'var(--border)', 'stroke-width': 2 }],
  [
    'path',
    { d: 'M24 124H240', stroke: 'var(--primary)', 'stroke-width': 3, 'stroke-linecap': 'round' },
  ],
  ...[0, 1, 2, 3, 4, 5].flatMap((sprint): SvgNode[] => {
    const x = 32 + sprint * 52
    const done = sprint < 5
    const height = 30 + sprint * 9
    return [
      framed(x - 20, 104 - height, 40, height, 7),
      bar(x - 13, 112 - height, 26, 4, done ? 'strong' : 'text'),
      ...Array.from({ length: 1 + Math.floor(sprint / 2) }, (_, row) =>
        bar(x - 13, 120 - height + row * 8, 18 + ((row * 7) % 9), 3, 'text'),
      ),
      [
        'circle',
        {
          cx: x,
          cy: 124,
          r: 8,
          ...(done ? paint('primary') : paint('card')),
          stroke: done ? 'none' : 'var(--border)',
          'stroke-width': 2,
        },
      ],
      ...(done ? [glyph('Check', x - 5, 119, 10, 'primary-foreground')] : []),
      bar(x - 10, 142, 20, 4, 'text'),
    ]
  }),
]
