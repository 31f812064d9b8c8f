const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const

/**
 * Runs work at the visitor's first sign of activity. Code needed only after an interaction
 * (the page transition, the toaster) is fetched then, so it never competes with the first load
 * for the main thread.
 */
export function onFirstInteraction(callback: () => void): () => void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    stop()
    callback()
  }
  const stop = () => EVENTS.forEach((type) => window.removeEventListener(type, run, true))
  EVENTS.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }))
  return stop
}
