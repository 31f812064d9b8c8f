export const DEFAULT_IMAGE_QUALITY = 75

/**
 * A host-resized variant of an image-host URL. The width is always overwritten: host URLs often
 * carry a width already, which would make every srcset candidate the same file.
 */
export function resizedImageUrl(src: string, width: number, quality?: number): string {
  if (!/^https?:\/\//.test(src)) return src
  const url = new URL(src)
  url.searchParams.set('auto', 'format')
  url.searchParams.set('fit', 'max')
  url.searchParams.set('w', String(Math.round(width)))
  url.searchParams.set('q', String(quality ?? DEFAULT_IMAGE_QUALITY))
  return url.toString()
}

export function photoUrl(host: string, id: string): string {
  return `${host}/${id}`
}
