/** Runs work once the browser is idle after start-up (Safari has no requestIdleCallback). */
export function onIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, { timeout: 2000 })
  } else {
    setTimeout(callback, 200)
  }
}
