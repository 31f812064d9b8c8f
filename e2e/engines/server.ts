import path from 'node:path'
import { startServing } from './processes'

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * Serves the export in out/ on 127.0.0.1 with the headers of serve.json, as playwright.config.ts
 * does for Chromium. Stop it with the returned stop().
 */
export async function serveExport(port: number) {
  const url = `http://127.0.0.1:${port}`
  const server = await startServing(`${url}/`, process.execPath, [
    path.join(ROOT, 'node_modules/serve/build/main.js'),
    path.join(ROOT, 'out'),
    '--config',
    '../serve.json',
    '--listen',
    `tcp://127.0.0.1:${port}`,
    '--no-clipboard',
    '--no-port-switching',
  ])
  return { url, stop: server.stop }
}
