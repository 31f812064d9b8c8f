import { resizedImageUrl } from './image-url'

const params = (src: string, width: number, quality?: number) =>
  new URL(resizedImageUrl(src, width, quality)).searchParams

describe('resizedImageUrl', () => {
  it('overwrites the width and quality a host URL carries, so srcset candidates differ', () => {
    const resized = params('https://images.unsplash.com/photo-1?w=1080&q=80', 640, 50)
    expect(resized.getAll('w')).toEqual(['640'])
    expect(resized.getAll('q')).toEqual(['50'])
    expect(resized.get('auto')).toBe('format')
  })

  it('asks for phone widths (up to 828 px) at quality 60, wider ones at 75', () => {
    const quality = (width: number) => params('https://images.unsplash.com/photo-1', width).get('q')
    expect([640, 828, 1080, 1920].map(quality)).toEqual(['60', '60', '75', '75'])
  })

  it('leaves local paths alone', () => {
    expect(resizedImageUrl('/brand/logo.png', 640)).toBe('/brand/logo.png')
  })
})
