import { photoUrl, resizedImageUrl } from './image-url'

describe('image URLs', () => {
  it('builds a photo URL on the host', () => {
    expect(photoUrl('https://images.unsplash.com', 'photo-1')).toBe(
      'https://images.unsplash.com/photo-1',
    )
  })

  it('writes width, quality and format parameters', () => {
    const url = new URL(resizedImageUrl('https://images.unsplash.com/photo-1', 640, 60))
    expect(url.searchParams.get('w')).toBe('640')
    expect(url.searchParams.get('q')).toBe('60')
    expect(url.searchParams.get('auto')).toBe('format')
  })

  it('overwrites a width already in the URL, so srcset candidates differ', () => {
    const src = 'https://images.unsplash.com/photo-1?w=1080&q=80'
    const url = new URL(resizedImageUrl(src, 1080))
    expect(url.searchParams.getAll('w')).toEqual(['1080'])
    expect(url.searchParams.get('q')).toBe('75')
  })

  it('asks for phone widths a little lighter', () => {
    const quality = (width: number) =>
      new URL(resizedImageUrl('https://images.unsplash.com/photo-1', width)).searchParams.get('q')
    expect([640, 750, 828].map(quality)).toEqual(['60', '60', '60'])
    expect([1080, 1920].map(quality)).toEqual(['75', '75'])
  })

  it('leaves local paths alone', () => {
    expect(resizedImageUrl('/brand/logo.png', 640)).toBe('/brand/logo.png')
  })
})
