// The image host's URL shapes, as lib/image-url.ts writes them:
//   /<photo-id>?auto=format&fit=max&w=<width>&q=<quality>
export const DEFAULT_QUALITY = 75
export const MAX_WIDTH = 4096

/** The site's photos are 3:2 (1600 × 1067); fit=max keeps the ratio at every width. */
export function photoHeight(width) {
  return Math.round((width * 2) / 3)
}

/** { id, width, quality } for a valid request path, or null (answered 404). */
export function parsePhotoRequest(pathAndQuery) {
  const url = new URL(pathAndQuery, 'http://photos.invalid')
  const id = url.pathname.slice(1)
  if (!/^photo-[\w-]+$/.test(id)) return null
  const width = Number(url.searchParams.get('w'))
  const quality = Number(url.searchParams.get('q') ?? DEFAULT_QUALITY)
  if (!Number.isInteger(width) || width < 1 || width > MAX_WIDTH) return null
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) return null
  return { id, width, quality }
}
