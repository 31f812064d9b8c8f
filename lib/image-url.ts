const DEFAULT_IMAGE_QUALITY = 75

// What phones ask for: a 412 px screen at 1.75×, a 390 px one at 2×.
const PHONE_WIDTH_MAX = 828

// Why lighter on phones: docs/performance.md, "The first paint".
const PHONE_IMAGE_QUALITY = 60

function photoQuality(width: number): number {
  return width <= PHONE_WIDTH_MAX ? PHONE_IMAGE_QUALITY : DEFAULT_IMAGE_QUALITY
}

// Always set: a width already in a host URL would make every srcset candidate the same file.
export function resizedImageUrl(src: string, width: number, quality?: number): string {
  if (!/^https?:\/\//.test(src)) return src
  const url = new URL(src)
  url.searchParams.set('auto', 'format')
  url.searchParams.set('fit', 'max')
  url.searchParams.set('w', String(Math.round(width)))
  url.searchParams.set('q', String(quality ?? photoQuality(width)))
  return url.toString()
}

export function photoUrl(host: string, id: string): string {
  return `${host}/${id}`
}
