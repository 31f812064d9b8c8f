/** @jest-environment node */
import sharp from 'sharp'
import { appleTouchIcon, logoImage, manifestIcons, type AppIconSpec } from '@/lib/app-icons'
import { appIconImage } from './brand-images'

// ImageResponse loads its renderer with import(): test:unit runs Jest with --experimental-vm-modules.

async function bytes(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer())
}

// Anti-aliased edges within 24 levels of the tile's colour count as the tile.
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

describe('brand images', () => {
  it('draws the home page’s share card from the slogan in content/, the same bytes each time', async () => {
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
        image = await bytes(await render('home'))
      })
      jest.dontMock('@/content/company')
      return image
    }
    const current = await render()
    expect((await render())!.equals(current!)).toBe(true)
    expect((await render('Tecnologia que aproxima'))!.equals(current!)).toBe(false)
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
