import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

export type Viewport = { width: number; height: number }

/** The desktop and phone sizes of e2e/ (playwright.config.ts and its phone tests). */
export const DESKTOP: Viewport = { width: 1280, height: 800 }
export const PHONE: Viewport = { width: 390, height: 844 }

/** One browser engine, whatever drives it: the flows are written against this alone. */
export interface Engine {
  /** Loads `path` as a new document, whose problems are recorded from its first script. */
  load(path: string, viewport?: Viewport): Promise<void>
  reload(): Promise<void>
  /**
   * Runs `fn` in the page with JSON `args`. The driver sends `fn` as source, in which tsx
   * (esbuild's keepNames) wraps each function *named* inside `fn` in a `__name()` call that no
   * page defines: so page functions name no inner function, and their callbacks stay anonymous.
   */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>
  /** Real pointer and key input, as a visitor gives it; `\n` presses Enter. */
  click(selector: string): Promise<void>
  type(selector: string, text: string): Promise<void>
  select(selector: string, value: string): Promise<void>
  /** Clicks the element, which must open a window; closes that window, returns its address. */
  clickOpeningWindow(selector: string): Promise<string>
  /** Console errors, uncaught exceptions and CSP violations since the last call or load. */
  takeProblems(): Promise<string[]>
  close(): Promise<void>
}

/** Polls `condition` until it returns something truthy, and returns that. */
export async function waitFor<T>(what: string, condition: () => Promise<T>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    let last: string | undefined
    try {
      const value = await condition()
      if (value) return value as Exclude<T, false | 0 | '' | null | undefined>
      last = JSON.stringify(value)
    } catch (error) {
      last = String(error)
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what} (last: ${last})`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const require = createRequire(import.meta.url)
const serveHandler = require('serve-handler') as (
  ...args: [IncomingMessage, ServerResponse, object]
) => Promise<void>

/** Serves ENGINES_EXPORT (out/ by default) as `serve` does, with serve.json, on a free port. */
export async function serveExport() {
  const options = {
    ...(require('../../serve.json') as object),
    public: path.resolve(import.meta.dirname, '../..', process.env.ENGINES_EXPORT ?? 'out'),
    etag: true,
  }
  const server = createServer((request, response) => {
    serveHandler(request, response, options).catch(() => response.destroy())
  })
  await once(server.listen(0, '127.0.0.1'), 'listening')
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close() {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}
