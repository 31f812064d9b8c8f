/**
 * @jest-environment node
 */
import { markReach } from '@/lib/logo-mark'
import { appleTouchIcon, logoImage, manifestIcons } from '@/lib/app-icons'
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
    ...Object.entries(manifestIcons).map(([name, { icon }]) => ({ name, icon, size: icon.size })),
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

  it('keeps the maskable icon’s mark inside the safe circle (40 % of the side)', () => {
    expect(markReach(manifestIcons['icon-maskable-512.png'].icon.scale)).toBeLessThanOrEqual(0.4)
  })
})
