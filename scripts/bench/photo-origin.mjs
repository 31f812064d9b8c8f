// The image host for the benchmark: a second local origin answering the host's URL shapes with
// real JPEG bytes of the width asked for, so a photo pays for its own connection and bytes.
// Files are drawn once (photo-render.mjs) and kept in bench-results/photos/.
//   node scripts/bench/photo-origin.mjs   serves on PHOTO_ORIGIN until interrupted
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { isMain } from '../lib/export.mjs'
import { PHOTO_CACHE, PHOTO_ORIGIN, PHOTO_PORT } from './config.mjs'
import { renderPhoto } from './photo-render.mjs'
import { parsePhotoRequest } from './photo-sizes.mjs'

// Bump when photo-render.mjs draws differently, so cached files are drawn again.
const RENDER_VERSION = 1

/** What the real host sends with a resized photo (long-lived, readable by any page). */
export const PHOTO_HEADERS = {
  'Content-Type': 'image/jpeg',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Access-Control-Allow-Origin': '*',
  'Timing-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  Vary: 'Accept',
}

export function cacheFile(dir, { id, width, quality }) {
  return path.join(dir, `${id}-w${width}-q${quality}-v${RENDER_VERSION}.jpg`)
}

/** Photo bytes from memory, then disk, then drawn (and kept). */
export function photoStore(dir = PHOTO_CACHE) {
  const memory = new Map()
  return async function get(request) {
    const file = cacheFile(dir, request)
    if (!memory.has(file)) {
      memory.set(
        file,
        (async () => {
          if (fs.existsSync(file)) return fs.readFileSync(file)
          const bytes = await renderPhoto(request.id, request.width, request.quality)
          fs.mkdirSync(dir, { recursive: true })
          fs.writeFileSync(`${file}.tmp`, bytes)
          fs.renameSync(`${file}.tmp`, file)
          return bytes
        })(),
      )
    }
    return memory.get(file)
  }
}

export function startPhotoOrigin({ port = PHOTO_PORT, store = photoStore() } = {}) {
  const server = http.createServer(async (request, response) => {
    const photo = ['GET', 'HEAD'].includes(request.method) && parsePhotoRequest(request.url)
    if (!photo) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not a photo URL\n')
      return
    }
    try {
      const bytes = await store(photo)
      response.writeHead(200, { ...PHOTO_HEADERS, 'Content-Length': bytes.length })
      response.end(request.method === 'HEAD' ? undefined : bytes)
    } catch (error) {
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end(`${error.message}\n`)
    }
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

if (isMain(import.meta.url)) {
  const server = await startPhotoOrigin()
  console.log(`Photo origin on ${PHOTO_ORIGIN} (files in ${PHOTO_CACHE}); Ctrl+C stops it`)
  process.once('SIGINT', () => server.close(() => process.exit(0)))
}
