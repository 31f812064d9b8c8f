// An export served as the hosts serve it: clean URLs and 404.html (serve-handler, the library of
// the `serve` CLI, which would read headers only from a file of its own), gzip, and the headers of
// config/headers.ts. The browser tests', the engines' and the benchmark's server, and npm run serve.
import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import { headerRules } from '../../config/headers'
import { IS_PREVIEW } from '../../config/settings'

export type Handler = (request: IncomingMessage, response: ServerResponse) => void
type Middleware = (...args: [...Parameters<Handler>, () => void]) => void

const require = createRequire(import.meta.url)
const serveHandler = require('serve-handler') as (
  ...args: [...Parameters<Handler>, object]
) => Promise<void>
const compress = promisify(require('compression')() as Middleware)

/**
 * serve-handler's header rules: minimatch globs over a file's path in the export, whose `**`
 * skips dot folders (/.well-known/) unless a second glob names them.
 */
const serveHeaders = (preview: boolean) =>
  headerRules(preview).flatMap(({ paths, headers }) =>
    paths.map((path) => ({
      source: path.slice(1).replace(/\*$/, '{**,**/.*/**}'),
      headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
    })),
  )

export function exportHandler(dir: string, preview = IS_PREVIEW): Handler {
  const config = { public: dir, etag: true, headers: serveHeaders(preview) }
  return (request, response) =>
    void compress(request, response)
      .then(() => serveHandler(request, response, config))
      .catch(() => response.destroy())
}

/** A port on 127.0.0.1 that nothing listens on. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await once(server.listen(0, '127.0.0.1'), 'listening')
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** On 127.0.0.1 (port 0: one the system picks), with room for the tests' long queries. */
export async function serveExport(dir: string, port = 0, preview = IS_PREVIEW) {
  const server = createServer({ maxHeaderSize: 65_536 }, exportHandler(dir, preview))
  await once(server.listen(port, '127.0.0.1'), 'listening')
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close() {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}
