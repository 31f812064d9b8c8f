// What runs in WebKit's pages to record their problems, since WebKitGTK 2.50 offers no log and no
// preload script (docs/engines.md). Each function reaches the page as source, so it calls no
// other code than the helpers pageScript sends along.
import type { Viewport } from './engine'

/** The window property that holds what recordProblems has seen. */
export const PROBLEMS_KEY = '__engineProblems'

/**
 * Runs in the page: keeps, on `target`, every console error, uncaught exception, unhandled
 * rejection and Content-Security-Policy violation from now on.
 */
export function recordProblems(target: Window & typeof globalThis, key: string) {
  const problems: string[] = []
  Object.defineProperty(target, key, { value: problems })
  target.addEventListener('securitypolicyviolation', (event) => {
    problems.push(
      `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`,
    )
  })
  target.addEventListener('error', (event) => {
    problems.push(`uncaught: ${event.message}`)
  })
  target.addEventListener('unhandledrejection', (event) => {
    problems.push(`unhandled rejection: ${String(event.reason)}`)
  })
  const consoleError = target.console.error
  target.console.error = (...args: unknown[]) => {
    problems.push(`console.error: ${args.map(String).join(' ')}`)
    consoleError.apply(target.console, args)
  }
}

/** A page of the site that runs no script, to open the first window from. */
export const NEUTRAL_PAGE = '/robots.txt'

export const OPENER_ID = 'engine-opener'

/**
 * Runs in the page: covers it with a button whose click opens `url` in a new window of the given
 * size and records that window's problems. The window opens on about:blank, whose Window object
 * the same-origin page then reuses (HTML, "initialize the document object"), so the listeners see
 * the page from its first script. A click, because WebKit opens windows on a user gesture only.
 */
export function addOpenerButton(url: string, viewport: Viewport, key: string, id: string) {
  const button = document.createElement('button')
  button.id = id
  button.textContent = url
  button.style.cssText = 'position:fixed;inset:0;z-index:2147483647;width:100vw;height:100vh'
  button.addEventListener('click', () => {
    const opened = window.open(url, '_blank', `width=${viewport.width},height=${viewport.height}`)
    if (!opened) throw new Error(`window.open(${url}) was refused`)
    recordProblems(opened as typeof window, key)
    opened.opener = null
  })
  document.body.append(button)
}

/** Runs in the page: records its problems from now on (a reload replaces the Window). */
export function recordOwnProblems(key: string) {
  recordProblems(window, key)
}

/** Runs in the page: hands over what was recorded so far, and starts afresh. */
export function takeRecorded(key: string): string[] {
  const recorded = (window as unknown as Record<string, string[] | undefined>)[key]
  return recorded ? recorded.splice(0) : [`no problem recorder on ${location.href}`]
}
