// The photo origin answers as the image host does, so a photo costs its own connection and real
// bytes; its sample and licence: docs/performance.md, "The benchmark".
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import sharp from 'sharp'
import type { Handler } from '../lib/static-host'

const SAMPLE = path.join(import.meta.dirname, 'sample/dune.jpg')

export async function listen(handler: Handler, port = 0): Promise<string> {
  const server = http.createServer(handler)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(port, '127.0.0.1', resolve)
  })
  return `http://127.0.0.1:${(server.unref().address() as AddressInfo).port}`
}

function photoRequest(url: string, accept = '') {
  const { pathname, searchParams } = new URL(url, 'http://photos.invalid')
  const width = Number(searchParams.get('w'))
  const quality = Number(searchParams.get('q') ?? 75)
  const valid = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max
  if (!/^\/photo-[\w-]+$/.test(pathname) || !valid(width, 3840) || !valid(quality, 100)) return null
  const format =
    (['avif', 'webp'] as const).find((f) => accept.includes(`image/${f}`)) ?? ('jpeg' as const)
  return { width, quality, format }
}

// Every variant encoded before anything is measured: AVIF takes seconds.
export async function startPhotoOrigins(pages: string[]) {
  const urls = new Set(
    pages.flatMap((html) =>
      [...html.matchAll(/http:\/\/127\.0\.0\.1:\d+\/photo-[^\s"',\\]+/g)].map(([url]) =>
        url.replaceAll('&amp;', '&'),
      ),
    ),
  )
  const encoded = new Map<string, Promise<Buffer>>()
  const encode = ({ width, quality, format }: NonNullable<ReturnType<typeof photoRequest>>) => {
    const key = `${width} ${quality} ${format}`
    // AVIF's scale is not JPEG's: sharp's defaults (JPEG and WebP 80, AVIF 50) are taken as the
    // same quality, so AVIF gets 5/8 of the number.
    const encoderQuality = format === 'avif' ? Math.max(1, Math.round((quality * 5) / 8)) : quality
    if (!encoded.has(key)) {
      const photo = sharp(SAMPLE).resize({ width, height: Math.round((width * 2) / 3) })
      encoded.set(key, photo[format]({ quality: encoderQuality }).toBuffer())
    }
    return encoded.get(key)!
  }
  const handler: Handler = (request, response) => {
    const photo = photoRequest(request.url ?? '/', request.headers.accept)
    if (!photo) return void response.writeHead(404).end()
    const headers = {
      'Content-Type': `image/${photo.format}`,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Timing-Allow-Origin': '*',
      Vary: 'Accept',
    }
    encode(photo).then(
      (bytes) => response.writeHead(200, { ...headers, 'Content-Length': bytes.length }).end(bytes),
      () => response.writeHead(500).end(),
    )
  }
  for (const origin of new Set([...urls].map((url) => new URL(url).origin))) {
    await listen(handler, Number(new URL(origin).port)).catch(() => {
      throw new Error(`The exports' photo origin ${origin} is taken: npm run bench:build again`)
    })
  }
  for (const url of urls)
    for (const accept of ['image/avif', 'image/webp', ''])
      if (photoRequest(url, accept)) await encode(photoRequest(url, accept)!)
  return urls.size
}
