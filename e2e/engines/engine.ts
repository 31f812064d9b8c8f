export type Viewport = { width: number; height: number }

/** The desktop size of e2e/ (playwright.config.ts) and the phone size of its phone tests. */
export const DESKTOP: Viewport = { width: 1280, height: 800 }
export const PHONE: Viewport = { width: 390, height: 844 }

/**
 * One browser engine, driven the same way whatever protocol reaches it. The flows in flows.ts
 * are written against this alone.
 */
export interface Engine {
  /** Loads `path` as a new document in a window of `viewport`, recording problems from its start. */
  load(path: string, viewport?: Viewport): Promise<void>
  /** Reloads the current document (WebKit records its problems from the load event on). */
  reload(): Promise<void>
  /** Runs `fn` in the page with JSON `args`; resolves with its (awaited) JSON result. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>
  /** Clicks the element as a visitor would: real pointer input at its centre. */
  click(selector: string): Promise<void>
  /** Types into the element as a visitor would, key by key; `\n` presses Enter. */
  type(selector: string, text: string): Promise<void>
  /** Picks the option of a `<select>` that has this value. */
  select(selector: string, value: string): Promise<void>
  /** Runs `action`, which must open a new window; closes that window and returns its address. */
  openedWindowUrl(action: () => Promise<void>): Promise<string>
  /** Console errors, uncaught exceptions and CSP violations recorded since the last call or load. */
  takeProblems(): Promise<string[]>
  close(): Promise<void>
}
