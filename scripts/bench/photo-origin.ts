// The image host for the benchmark: a second local origin answering the host's URLs
// (`/<photo-id>?auto=format&fit=max&w=<width>&q=<quality>`, lib/image-url.ts) as the host does:
// the photo resized to the width asked for, in the format the browser's Accept allows (AVIF, then
// WebP, then JPEG, like `auto=format`), so a photo pays for its own connection and real bytes.
// Every id is answered with one real photograph, sample/dune.jpg: "Dune" by Marco Cogoni (2007)
// and Hylke Bons (2008), from Debian's mate-backgrounds 1.26.0-1, licensed GPL-2+.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import sharp from 'sharp'

const SAMPLE_PHOTO = path.join(import.meta.dirname, 'sample/dune.jpg')
const MAX_WIDTH = 3840

export type PhotoFormat = 'avif' | 'webp' | 'jpeg'
export type PhotoRequest = { width: number; quality: number; format: PhotoFormat }

/** The format `auto=format` sends for an Accept header. */
export function negotiateFormat(accept = ''): PhotoFormat {
  if (accept.includes('image/avif')) return 'avif'
  if (accept.includes('image/webp')) return 'webp'
  return 'jpeg'
}

/** What a request asks for, or null when it is not a photo URL of the host's shape. */
export function parsePhotoRequest(url: string, accept?: string): PhotoRequest | null {
  const { pathname, searchParams } = new URL(url, 'http://photos.invalid')
  if (!/^\/photo-[\w-]+$/.test(pathname)) return null
  const width = Number(searchParams.get('w'))
  const quality = Number(searchParams.get('q') ?? 75)
  if (!Number.isInteger(width) || width < 1 || width > MAX_WIDTH) return null
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) return null
  return { width, quality, format: negotiateFormat(accept) }
}

/**
 * AVIF's quality scale is not JPEG's: at the same number it is much heavier. sharp's defaults
 * (JPEG 80, WebP 80, AVIF 50) are taken as the same quality, so AVIF gets 5/8 of the number.
 */
export function encoderQuality(format: PhotoFormat, quality: number): number {
  return format === 'avif' ? Math.max(1, Math.round((quality * 5) / 8)) : quality
}

/** The sample cut to the site's 3:2 frame at the width asked, encoded at the quality asked. */
export function encodePhoto({ width, quality, format }: PhotoRequest): Promise<Buffer> {
  const image = sharp(SAMPLE_PHOTO).resize({ width, height: Math.round((width * 2) / 3) })
  return image[format]({ quality: encoderQuality(format, quality) }).toBuffer()
}

/** Encodes each variant once, kept in memory and in dir across runs (AVIF takes a while). */
export function photoStore(dir: string) {
  const memory = new Map<string, Promise<Buffer>>()
  return (request: PhotoRequest): Promise<Buffer> => {
    const file = path.join(dir, `w${request.width}-q${request.quality}.${request.format}`)
    let bytes = memory.get(file)
    if (!bytes) {
      bytes = fs.existsSync(file)
        ? fs.promises.readFile(file)
        : encodePhoto(request).then(async (encoded) => {
            await fs.promises.mkdir(dir, { recursive: true })
            await fs.promises.writeFile(file, encoded)
            return encoded
          })
      memory.set(file, bytes)
    }
    return bytes
  }
}

/** Encodes, before anything is measured, every variant these pages can ask for. */
export async function warmPhotos(store: ReturnType<typeof photoStore>, urls: string[]) {
  const formats: PhotoFormat[] = ['avif', 'webp', 'jpeg']
  for (const url of urls) {
    const request = parsePhotoRequest(url)
    if (request) for (const format of formats) await store({ ...request, format })
  }
}

export function startPhotoOrigin(port: number, store: ReturnType<typeof photoStore>) {
  const server = http.createServer((request, response) => {
    const photo = parsePhotoRequest(request.url ?? '/', request.headers.accept)
    if (!photo) return void response.writeHead(404).end()
    store(photo).then(
      (bytes) =>
        response
          .writeHead(200, {
            'Content-Type': `image/${photo.format}`,
            'Content-Length': bytes.length,
            'Cache-Control': 'public, max-age=31536000, immutable',
            'Timing-Allow-Origin': '*',
            Vary: 'Accept',
          })
          .end(bytes),
      () => response.writeHead(500).end(),
    )
  })
  return new Promise<http.Server>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}
