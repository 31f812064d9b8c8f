/**
 * Generates the brand's raster assets (share card, app icons, favicon, logo) by rendering small
 * HTML templates in the system Chromium through playwright-core.
 *
 * Run by hand after changing the logo or the brand text, then commit the outputs:
 *
 *   node scripts/generate-brand-assets.mjs
 *
 * It is never run at build time. Nothing is fetched: the font is read from node_modules and
 * inlined. Set CHROME_PATH to use another Chromium binary.
 *
 * Outputs (paths relative to the project root):
 *   public/og-image.png                 1200×630 share card (see content/share.ts)
 *   app/apple-icon.png                  180×180, opaque (iOS fills transparency with black)
 *   app/favicon.ico                     16×16 and 32×32 PNGs in an ICO container
 *   public/icons/icon-192.png           manifest icon, purpose "any"
 *   public/icons/icon-512.png           manifest icon, purpose "any"
 *   public/icons/icon-maskable-512.png  manifest icon, purpose "maskable" (mark in the safe zone)
 *   public/brand/logo.png               512×512 logo for structured data (transparent)
 *   public/brand/logo-mark-light.svg    the header and footer mark on light backgrounds
 *   public/brand/logo-mark-dark.svg     the header and footer mark on dark backgrounds
 *
 * app/icon.svg is hand-written; keep its geometry in step with markSvg() below.
 */
import { Buffer } from 'node:buffer'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { deflateSync, inflateSync } from 'node:zlib'
import { chromium } from 'playwright-core'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const FONT_FILE = path.join(
  ROOT,
  'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
)
const FONT_FAMILY = 'Plus Jakarta Sans'

/** Brand colours used by the templates (see app/globals.css). */
const COLORS = {
  background: '#0b1120',
  foreground: '#e2e8f0',
  heading: '#f8fafc',
  muted: '#a3b1c6',
  card: '#111a2e',
  yellow: '#fbbf24',
  yellowLight: '#fcd34d',
}

/** Brand text, as in content/company.ts (kept here so the script runs on plain Node). */
const BRAND = {
  wordmark: { primary: 'Ipê', secondary: 'Software' },
  slogan: ['Soluções inteligentes', 'para sua empresa'],
  tagline: 'Software sob medida em Campo Grande, MS',
  site: 'www.ipesoftware.com.br',
}

// ---------------------------------------------------------------------------------------------
// The logo mark: the only copy of its geometry in this script. Mirrors
// components/layout/logo-mark.tsx (viewBox 0 0 32 32, five petals around a centre).
// ---------------------------------------------------------------------------------------------

const MARK_PETAL_ANGLES = [0, 72, 144, 216, 288]
const MARK_PETAL_PATH =
  'M16 15.5c-3.6-2.2-5-5.6-3.4-8.6C13.6 5 15 4 16 2.8c1 1.2 2.4 2.2 3.4 4.1 1.6 3-.2 6.4-3.4 8.6Z'
const MARK_VARIANTS = {
  /** For light backgrounds. */
  light: { petal: '#f59e0b', vein: '#b45309', centre: '#78350f' },
  /** For dark backgrounds. */
  dark: { petal: '#fcd34d', vein: '#fde68a', centre: '#0b1120' },
}

/**
 * The mark's SVG for a variant ('light' | 'dark'), or a single-colour silhouette when `fill` is
 * given (used for the share card's background pattern).
 */
function markSvg(variant, { size = 32, fill, attrs = '' } = {}) {
  const colors = fill ? { petal: fill, vein: fill, centre: fill } : MARK_VARIANTS[variant]
  if (!colors) throw new Error(`Unknown mark variant: ${variant}`)
  const petals = MARK_PETAL_ANGLES.map(
    (angle) =>
      `<g transform="rotate(${angle} 16 16)">` +
      `<path d="${MARK_PETAL_PATH}" fill="${colors.petal}"/>` +
      (fill
        ? ''
        : `<path d="M16 14.5V6.5" stroke="${colors.vein}" stroke-width="0.9" stroke-linecap="round"/>`) +
      `</g>`,
  ).join('')
  const centre = fill
    ? `<circle cx="16" cy="16" r="3.2" fill="${fill}"/>`
    : `<circle cx="16" cy="16" r="3.2" fill="${colors.centre}"/>` +
      `<circle cx="16" cy="16" r="1.3" fill="${colors.petal}"/>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}" ${attrs}>` +
    `<g class="mark">${petals}${centre}</g></svg>`
  )
}

/** The mark as a small standalone file: one petal drawn once and rotated with <use>. */
function markFileSvg(variant) {
  const colors = MARK_VARIANTS[variant]
  const petals = MARK_PETAL_ANGLES.map(
    (angle) => `<use href="#p"${angle ? ` transform="rotate(${angle} 16 16)"` : ''}/>`,
  ).join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<defs><g id="p"><path d="${MARK_PETAL_PATH}" fill="${colors.petal}"/>` +
    `<path d="M16 14.5V6.5" stroke="${colors.vein}" stroke-width=".9" stroke-linecap="round"/></g></defs>` +
    `${petals}<circle cx="16" cy="16" r="3.2" fill="${colors.centre}"/>` +
    `<circle cx="16" cy="16" r="1.3" fill="${colors.petal}"/></svg>\n`
  )
}

// ---------------------------------------------------------------------------------------------
// HTML templates
// ---------------------------------------------------------------------------------------------

function documentHtml({ width, height, css, body, fontCss }) {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<style>
${fontCss}
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { width: ${width}px; height: ${height}px; overflow: hidden; }
body {
  font-family: '${FONT_FAMILY}', sans-serif;
  -webkit-font-smoothing: antialiased;
  text-rendering: geometricPrecision;
  font-kerning: normal;
}
svg { display: block; }
${css}
</style>
</head>
<body>${body}</body>
</html>`
}

/**
 * A square icon: the mark centred on a background. `markScale` is the mark's larger side as a
 * fraction of the icon's size; `box` is the mark's measured outline (see measureMark).
 */
function iconTemplate({ size, variant, background, cornerRadius = 0, markScale, box }) {
  const unit = (markScale * size) / Math.max(box.width, box.height) // px per viewBox unit
  // Centre the mark's outline, not the flower's centre: the top petal ends in a point and the
  // two lower ones are broad, so centring the flower leaves it looking high in a square frame.
  const left = size / 2 - (box.x + box.width / 2) * unit
  const top = size / 2 - (box.y + box.height / 2) * unit
  return {
    width: size,
    height: size,
    css: `
.tile {
  position: absolute; inset: 0;
  background: ${background ?? 'transparent'};
  border-radius: ${cornerRadius * size}px;
}
.tile svg { position: absolute; left: ${left}px; top: ${top}px; }`,
    body: `<div class="tile">${markSvg(variant, { size: 32 * unit })}</div>`,
  }
}

/**
 * The mark's tight outline in viewBox units, from points sampled along a petal outline and
 * rotated like the petals (getBBox() counts Bézier control points and reports a box that is too
 * large). `reach` is the farthest outline point from the outline's centre.
 */
async function measureMark(page) {
  await page.setContent(markSvg('light'))
  const outline = await page.evaluate(() => {
    const path = document.querySelector('path[fill]')
    const length = path.getTotalLength()
    return Array.from({ length: 1001 }, (_, i) => {
      const { x, y } = path.getPointAtLength((length * i) / 1000)
      return [x, y]
    })
  })
  const points = MARK_PETAL_ANGLES.flatMap((angle) => {
    const [cos, sin] = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)]
    return outline.map(([x, y]) => [
      16 + (x - 16) * cos - (y - 16) * sin,
      16 + (x - 16) * sin + (y - 16) * cos,
    ])
  })
  const xs = points.map(([x]) => x)
  const ys = points.map(([, y]) => y)
  const box = { x: Math.min(...xs), y: Math.min(...ys) }
  box.width = Math.max(...xs) - box.x
  box.height = Math.max(...ys) - box.y
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2]
  box.reach = Math.max(...points.map(([x, y]) => Math.hypot(x - cx, y - cy)))
  return box
}

/** The 1200×630 share card. */
function ogTemplate() {
  const width = 1200
  const height = 630
  const pattern = (size, x, y, rotate) =>
    markSvg(null, {
      size,
      fill: COLORS.card,
      attrs: `class="pattern" style="left:${x}px;top:${y}px;transform:rotate(${rotate}deg)"`,
    })
  return {
    width,
    height,
    // Runs in the page: the slogan sets in two lines, and every text block stays inside the safe
    // area (60 px from the sides, 40 px from the top and bottom: X crops 2:1 cards vertically).
    check: () => {
      const problems = []
      const lineCount = (element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      }
      const heading = document.querySelector('h1')
      if (lineCount(heading) !== 2) problems.push(`slogan sets in ${lineCount(heading)} lines`)
      for (const element of document.querySelectorAll('.card > *')) {
        const { left, top, right, bottom } = element.getBoundingClientRect()
        if (left < 60 || right > 1140 || top < 40 || bottom > 590) {
          problems.push(`outside the safe area: ${element.textContent || element.className}`)
        }
        if (element.scrollWidth > element.clientWidth + 1) {
          problems.push(`overflows: ${element.textContent}`)
        }
      }
      return problems
    },
    css: `
body { background: ${COLORS.background}; color: ${COLORS.foreground}; position: relative; }
.pattern { position: absolute; }
.accent { position: absolute; left: 0; right: 0; bottom: 0; height: 8px; background: ${COLORS.yellow}; }
.card {
  position: absolute; inset: 0;
  display: flex; flex-direction: column; align-items: center; justify-content: center;
  text-align: center;
  padding: 56px 120px 64px;
}
.brand { display: flex; align-items: center; gap: 18px; }
.wordmark { font-size: 46px; font-weight: 800; letter-spacing: -0.025em; line-height: 1; }
.wordmark span { font-weight: 600; color: ${COLORS.muted}; }
h1 {
  margin-top: 44px;
  font-size: 76px; font-weight: 800; line-height: 1.08; letter-spacing: -0.03em;
  color: ${COLORS.heading};
}
.rule { width: 88px; height: 6px; border-radius: 3px; background: ${COLORS.yellow}; margin-top: 36px; }
.tagline { margin-top: 30px; font-size: 34px; font-weight: 500; color: ${COLORS.muted}; letter-spacing: -0.01em; }
.site { margin-top: 18px; font-size: 27px; font-weight: 700; color: ${COLORS.yellowLight}; letter-spacing: 0.01em; }
`,
    body:
      pattern(420, -150, -170, 18) +
      pattern(460, 930, 330, -12) +
      `<div class="accent"></div>` +
      `<div class="card">` +
      `<div class="brand">${markSvg('dark', { size: 84 })}` +
      `<div class="wordmark">${BRAND.wordmark.primary} <span>${BRAND.wordmark.secondary}</span></div></div>` +
      `<h1>${BRAND.slogan[0]}<br>${BRAND.slogan[1]}</h1>` +
      `<div class="rule"></div>` +
      `<p class="tagline">${BRAND.tagline}</p>` +
      `<p class="site">${BRAND.site}</p>` +
      `</div>`,
  }
}

// ---------------------------------------------------------------------------------------------
// PNG and ICO encoding (plain Node: zlib only)
// ---------------------------------------------------------------------------------------------

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(buffer) {
  let c = 0xffffffff
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function pngChunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

function paeth(a, b, c) {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

/** Decodes an 8-bit, non-interlaced RGB or RGBA PNG (what Chromium writes) to RGBA pixels. */
function decodePng(png) {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('Not a PNG')
  let offset = 8
  let header
  const idat = []
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('ascii', offset + 4, offset + 8)
    const data = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      header = {
        width: data.readUInt32BE(0),
        height: data.readUInt32BE(4),
        bitDepth: data[8],
        colorType: data[9],
        interlace: data[12],
      }
    } else if (type === 'IDAT') idat.push(data)
    offset += 12 + length
  }
  const { width, height, bitDepth, colorType, interlace } = header
  if (bitDepth !== 8 || interlace !== 0 || (colorType !== 6 && colorType !== 2)) {
    throw new Error(`Unsupported PNG (bit depth ${bitDepth}, colour type ${colorType})`)
  }
  const channels = colorType === 6 ? 4 : 3
  const stride = width * channels
  const raw = inflateSync(Buffer.concat(idat))
  const pixels = Buffer.alloc(width * height * 4)
  let previous = Buffer.alloc(stride)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)))
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? line[i - channels] : 0
      const b = previous[i]
      const c = i >= channels ? previous[i - channels] : 0
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter]
      if (predictor === undefined) throw new Error(`Bad PNG filter ${filter}`)
      line[i] = (line[i] + predictor) & 0xff
    }
    for (let x = 0; x < width; x++) {
      for (let ch = 0; ch < 4; ch++) {
        pixels[(y * width + x) * 4 + ch] = ch < channels ? line[x * channels + ch] : 255
      }
    }
    previous = line
  }
  return { width, height, pixels }
}

/**
 * Encodes RGBA pixels as a compact PNG: RGB when every pixel is opaque (or when `opaque` is
 * required, which throws if any pixel is not), per-row adaptive filtering, maximum deflate.
 */
function encodePng({ width, height, pixels }, { opaque = false } = {}) {
  let allOpaque = true
  for (let i = 3; i < pixels.length; i += 4) {
    if (pixels[i] !== 255) {
      allOpaque = false
      break
    }
  }
  if (opaque && !allOpaque) throw new Error('Expected an opaque image')
  const channels = allOpaque ? 3 : 4
  const stride = width * channels
  const out = Buffer.alloc((stride + 1) * height)
  let previous = Buffer.alloc(stride)
  for (let y = 0; y < height; y++) {
    const line = Buffer.alloc(stride)
    for (let x = 0; x < width; x++) {
      for (let ch = 0; ch < channels; ch++)
        line[x * channels + ch] = pixels[(y * width + x) * 4 + ch]
    }
    let best
    let bestScore = Infinity
    for (let filter = 0; filter < 5; filter++) {
      const filtered = Buffer.alloc(stride)
      let score = 0
      for (let i = 0; i < stride; i++) {
        const a = i >= channels ? line[i - channels] : 0
        const b = previous[i]
        const c = i >= channels ? previous[i - channels] : 0
        const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter]
        const value = (line[i] - predictor) & 0xff
        filtered[i] = value
        score += value < 128 ? value : 256 - value
      }
      if (score < bestScore) {
        bestScore = score
        best = { filter, filtered }
      }
    }
    const row = y * (stride + 1)
    out[row] = best.filter
    best.filtered.copy(out, row + 1)
    previous = line
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8
  ihdr[9] = channels === 4 ? 6 : 2
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(out, { level: 9, memLevel: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** Width, height and colour type read from a PNG's IHDR chunk. */
function pngInfo(png) {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), colorType: png[25] }
}

/** An ICO file whose images are PNGs (supported by every browser that reads favicon.ico). */
function encodeIco(pngs) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(pngs.length, 4)
  let offset = 6 + 16 * pngs.length
  const entries = pngs.map((png) => {
    const { width, height } = pngInfo(png)
    const entry = Buffer.alloc(16)
    entry[0] = width >= 256 ? 0 : width
    entry[1] = height >= 256 ? 0 : height
    entry[2] = 0 // palette colours
    entry[3] = 0 // reserved
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...pngs])
}

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

async function fontFaceCss() {
  const font = await readFile(FONT_FILE)
  return `@font-face {
  font-family: '${FONT_FAMILY}';
  font-style: normal;
  font-weight: 200 800;
  src: url(data:font/woff2;base64,${font.toString('base64')}) format('woff2');
}`
}

async function render(page, fontCss, template, { transparent = false } = {}) {
  const { width, height } = template
  await page.setViewportSize({ width, height })
  await page.setContent(documentHtml({ ...template, fontCss }), { waitUntil: 'load' })
  const fontOk = await page.evaluate(async (family) => {
    await document.fonts.load(`800 40px "${family}"`, 'Ipê Soluções')
    await document.fonts.load(`500 40px "${family}"`, 'Software')
    await document.fonts.ready
    // check() alone is true when a family has no face at all, so also look for a loaded face.
    const loaded = [...document.fonts].some(
      (face) => face.family.replace(/"/g, '') === family && face.status === 'loaded',
    )
    return loaded && document.fonts.check(`700 40px "${family}"`, 'ç')
  }, FONT_FAMILY)
  if (!fontOk) throw new Error(`${FONT_FAMILY} did not load`)
  if (template.check) {
    const problems = await page.evaluate(template.check)
    if (problems.length) throw new Error(`Layout check failed:\n  ${problems.join('\n  ')}`)
  }
  return page.screenshot({ type: 'png', omitBackground: transparent, fullPage: false })
}

async function write(relativePath, data) {
  const file = path.join(ROOT, relativePath)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, data)
  return file
}

async function main() {
  const fontCss = await fontFaceCss()
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  })
  const results = []
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 })

    /** Renders a template, re-encodes it compactly, checks its size and writes it. */
    const png = async (relativePath, template, { transparent = false } = {}) => {
      const shot = await render(page, fontCss, template, { transparent })
      const image = decodePng(shot)
      if (image.width !== template.width || image.height !== template.height) {
        throw new Error(`${relativePath}: rendered ${image.width}×${image.height}`)
      }
      const data = encodePng(image, { opaque: !transparent })
      if (relativePath) {
        await write(relativePath, data)
        results.push({ relativePath, data })
      }
      return data
    }

    for (const variant of ['light', 'dark']) {
      const relativePath = `public/brand/logo-mark-${variant}.svg`
      const data = Buffer.from(markFileSvg(variant))
      await write(relativePath, data)
      results.push({ relativePath, data, sizes: 'SVG, 32×32 viewBox' })
    }

    const box = await measureMark(page)

    await png('public/og-image.png', ogTemplate())

    // iOS adds its own rounded corners and fills transparency with black: opaque, full-bleed.
    await png(
      'app/apple-icon.png',
      iconTemplate({
        size: 180,
        variant: 'dark',
        background: COLORS.background,
        markScale: 0.66,
        box,
      }),
    )

    // Manifest icons with purpose "any" are shown as drawn: a rounded tile.
    for (const size of [192, 512]) {
      await png(
        `public/icons/icon-${size}.png`,
        iconTemplate({
          size,
          variant: 'dark',
          background: COLORS.background,
          cornerRadius: 0.22,
          markScale: 0.64,
          box,
        }),
        { transparent: true },
      )
    }

    // Maskable: full-bleed background, the whole mark inside the central safe circle (radius 40%).
    const maskable = { size: 512, markScale: 0.5 }
    const reach = (box.reach * maskable.markScale) / Math.max(box.width, box.height)
    if (reach > 0.4) throw new Error(`The maskable mark reaches ${reach} of the icon's size`)
    await png(
      'public/icons/icon-maskable-512.png',
      iconTemplate({ ...maskable, variant: 'dark', background: COLORS.background, box }),
    )

    // Logo for structured data: the light-background variant on transparency (shown on white).
    await png(
      'public/brand/logo.png',
      iconTemplate({ size: 512, variant: 'light', markScale: 0.88, box }),
      { transparent: true },
    )

    // favicon.ico (for clients that ignore icon.svg): the light variant reads on light and dark
    // browser tabs alike; at 16 px the mark fills the square.
    const faviconPngs = []
    for (const [size, markScale] of [
      [16, 1],
      [32, 0.94],
    ]) {
      faviconPngs.push(
        await png(null, iconTemplate({ size, variant: 'light', markScale, box }), {
          transparent: true,
        }),
      )
    }
    const ico = encodeIco(faviconPngs)
    await write('app/favicon.ico', ico)
    results.push({ relativePath: 'app/favicon.ico', data: ico, sizes: '16×16, 32×32' })
  } finally {
    await browser.close()
  }

  for (const { relativePath, data, sizes } of results) {
    const info = sizes ?? `${pngInfo(data).width}×${pngInfo(data).height}`
    console.log(
      `${relativePath.padEnd(36)} ${info.padEnd(14)} ${(data.length / 1024).toFixed(1)} KB`,
    )
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
