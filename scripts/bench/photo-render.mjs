// Draws a photo-like JPEG for the benchmark's photo origin: there is no internet, so the real
// photos cannot be fetched. The same id and width always give the same bytes. A scene of soft
// gradients and objects with edges, then a fractal (1/f-like) texture and a fine grain, as in a
// real photo: a JPEG's size comes from its detail, so the frame a phone asks for (750 px) weighs
// about what a real photo does at quality 75 (64 KB), and larger frames grow as real ones do.
import sharp from 'sharp'
import { photoHeight } from './photo-sizes.mjs'
import { seededRandom } from './seeded-random.mjs'

// Calibrated to ~64 KB at 750 px, quality 75 (photo-render.test.mjs keeps it there): 49 KB at
// 640, 130 KB at 1080, 390 KB at 1920.
const TEXTURE = 25
const GRAIN = 8
const OBJECTS = 60

const PALETTE = [
  [196, 178, 156],
  [92, 84, 78],
  [58, 66, 80],
  [214, 206, 196],
  [140, 112, 86],
  [70, 96, 120],
  [168, 150, 130],
  [36, 40, 48],
  [226, 220, 210],
  [120, 130, 110],
]

/** FNV-1a of a string: each photo id gets its own scene. */
export function hashText(text) {
  let hash = 0x811c9dc5
  for (const char of text) {
    hash ^= char.codePointAt(0)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** The scene in frame-relative units, so every width shows the same picture. */
function scene(seed) {
  const random = seededRandom(seed)
  const pick = () => PALETTE[Math.floor(random() * PALETTE.length)]
  const objects = Array.from({ length: OBJECTS }, () => {
    const w = 0.015 + random() ** 2 * 0.4
    const h = 0.015 + random() ** 2 * 0.45
    return { x: random() * (1 - w), y: 0.15 + random() * (0.85 - h), w, h, colour: pick() }
  })
  return { top: pick(), bottom: pick(), objects }
}

/** A grayscale value-noise octave, cells of frame/2^k, upscaled smoothly to the frame. */
async function octave(seed, k, width, height) {
  const gw = 3 * 2 ** k + 1
  const gh = 2 * 2 ** k + 1
  const random = seededRandom(seed ^ Math.imul(k + 1, 0x9e3779b1))
  const grid = Buffer.alloc(gw * gh)
  for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(random() * 256)
  return sharp(grid, { raw: { width: gw, height: gh, channels: 1 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer()
}

/** JPEG bytes of photo `id` at `width` px (3:2, like the site's photos) and `quality`. */
export async function renderPhoto(id, width, quality) {
  const height = photoHeight(width)
  const seed = hashText(id)
  const { top, bottom, objects } = scene(seed)
  const pixels = width * height
  const texture = new Float32Array(pixels)
  // Octaves of equal amplitude (the 1/f spectrum of natural images) down to single pixels, the
  // finest faded in by cell size so that the detail, and the bytes, grow smoothly with width.
  for (let k = 0; 3 * 2 ** k + 1 <= width; k++) {
    const cellPx = width / (3 * 2 ** k)
    const amplitude = Math.min(1, (cellPx - 1) / 2)
    const layer = await octave(seed, k, width, height)
    for (let i = 0; i < pixels; i++) texture[i] += ((layer[i] - 128) / 128) * amplitude
  }
  const grain = seededRandom(seed ^ 0x5bd1e995)
  const rgb = Buffer.alloc(pixels * 3)
  for (let y = 0; y < height; y++) {
    const v = y / height
    for (let x = 0; x < width; x++) {
      const u = x / width
      let colour = null
      for (const o of objects) {
        if (u >= o.x && u < o.x + o.w && v >= o.y && v < o.y + o.h) colour = o.colour
      }
      const i = y * width + x
      const light = 0.8 + 0.35 * (1 - Math.abs(u - 0.6)) * (1 - v * 0.5)
      const detail = texture[i] * TEXTURE + (grain() - 0.5) * GRAIN
      for (let c = 0; c < 3; c++) {
        const base = colour ? colour[c] : top[c] + (bottom[c] - top[c]) * v
        rgb[i * 3 + c] = Math.max(0, Math.min(255, Math.round(base * light + detail)))
      }
    }
  }
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg({ quality, chromaSubsampling: '4:2:0' })
    .toBuffer()
}
