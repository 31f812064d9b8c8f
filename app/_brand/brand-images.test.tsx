/**
 * @jest-environment node
 */
import sharp from 'sharp'
import { appleTouchIcon, logoImage, manifestIcons, type AppIconSpec } from '@/lib/app-icons'
import { appIconImage, shareCardImage } from './brand-images'

// ImageResponse loads its renderer with import(): test:unit runs Jest with --experimental-vm-modules.

const PNG_SIGNATURE = '89504e470d0a1a0a'

async function bytes(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer())
}

/** The signature, and the width and height from the IHDR chunk, which comes first. */
function pngHeader(png: Buffer) {
  return {
    signature: png.subarray(0, 8).toString('hex'),
    chunk: png.toString('ascii', 12, 16),
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
  }
}

/**
 * Where the renderer drew the mark: the box around the opaque pixels that are not the tile's
 * background, and how far the farthest of them lies from the image's centre, as a share of the
 * side. Anti-aliased edges within 24 levels of the background count as background.
 */
async function drawnMark(icon: AppIconSpec) {
  const { data, info } = await sharp(await bytes(appIconImage(icon)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const background = icon.background
    ? [1, 3, 5].map((at) => parseInt(icon.background!.slice(at, at + 2), 16))
    : null
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity }
  let reach = 0
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * 4
      if (data[at + 3]! < 128) continue
      if (background?.every((level, c) => Math.abs(data[at + c]! - level) <= 24)) continue
      box.left = Math.min(box.left, x)
      box.top = Math.min(box.top, y)
      box.right = Math.max(box.right, x + 1)
      box.bottom = Math.max(box.bottom, y + 1)
      reach = Math.max(reach, Math.hypot(x + 0.5 - info.width / 2, y + 0.5 - info.height / 2))
    }
  }
  return { ...box, reach: reach / info.width }
}

const manifestIconCases = Object.entries(manifestIcons).map(([name, { icon }]) => ({ name, icon }))

const png = (width: number, height: number) => ({
  signature: PNG_SIGNATURE,
  chunk: 'IHDR',
  width,
  height,
})

describe('brand images', () => {
  it('renders the share card as a 1200×630 PNG', async () => {
    expect(pngHeader(await bytes(await shareCardImage()))).toEqual(png(1200, 630))
  })

  it.each([
    { name: 'apple touch icon', icon: appleTouchIcon.icon, size: 180 },
    ...manifestIconCases.map((icon) => ({ ...icon, size: icon.icon.size })),
    { name: 'structured-data logo', icon: logoImage.icon, size: 512 },
  ])('renders the $name as a $size px square PNG', async ({ icon, size }) => {
    expect(pngHeader(await bytes(appIconImage(icon)))).toEqual(png(size, size))
  })

  it('renders the same bytes from the same content, so builds can be compared', async () => {
    const [first, second] = await Promise.all([shareCardImage(), shareCardImage()])
    expect((await bytes(first)).equals(await bytes(second))).toBe(true)
  })

  it('draws the share card from the slogan in content/', async () => {
    const render = async (slogan?: string) => {
      let image: Buffer | undefined
      await jest.isolateModulesAsync(async () => {
        if (slogan) {
          jest.doMock('@/content/company', () => {
            const actual = jest.requireActual('@/content/company')
            return { ...actual, company: { ...actual.company, slogan } }
          })
        }
        const { shareCardImage: render } = await import('./brand-images')
        image = await bytes(await render())
      })
      jest.dontMock('@/content/company')
      return image
    }
    const current = await render()
    const edited = await render('Tecnologia que aproxima')
    expect(pngHeader(edited!)).toEqual(png(1200, 630))
    expect(edited!.equals(current!)).toBe(false)
  })

  it('keeps the apple touch icon full-bleed and opaque (iOS fills transparency with black)', () => {
    expect(appleTouchIcon.icon).toEqual(
      expect.objectContaining({ background: expect.stringMatching(/^#[0-9a-f]{6}$/) }),
    )
    expect(appleTouchIcon.icon).not.toHaveProperty('radius')
  })

  it.each([
    { name: 'apple touch icon', icon: appleTouchIcon.icon },
    ...manifestIconCases,
    { name: 'structured-data logo', icon: logoImage.icon },
  ])('centres the $name’s mark, its longer side the icon’s scale', async ({ icon }) => {
    const { left, top, right, bottom } = await drawnMark(icon)
    expect(Math.abs((left + right) / 2 - icon.size / 2)).toBeLessThanOrEqual(1)
    expect(Math.abs((top + bottom) / 2 - icon.size / 2)).toBeLessThanOrEqual(1)
    expect(Math.abs(Math.max(right - left, bottom - top) - icon.scale * icon.size)).toBeLessThan(2)
  })

  it('keeps the maskable icon’s mark inside the safe circle (40 % of the side)', async () => {
    const { reach } = await drawnMark(manifestIcons['icon-maskable-512.png'].icon)
    expect(reach).toBeLessThanOrEqual(0.4)
  })
})
