import path from 'node:path'
import { serveExport } from '../../scripts/lib/static-host'

export type Viewport = { width: number; height: number }

export const DESKTOP: Viewport = { width: 1280, height: 800 }
export const PHONE: Viewport = { width: 390, height: 844 }

export interface Engine {
  /** Loads `path` as a new document, whose problems are recorded from its first script. */
  load(path: string, viewport?: Viewport): Promise<void>
  reload(): Promise<void>
  /** `fn` goes as source: it names no inner function (docs/engines.md). */
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

/** The export the engines test: `out/`, or ENGINES_EXPORT. */
export const serveSite = () =>
  serveExport(path.resolve(import.meta.dirname, '../..', process.env.ENGINES_EXPORT ?? 'out'))
