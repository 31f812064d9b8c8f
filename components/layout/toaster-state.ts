/**
 * The lazily loaded <Toaster> and the toasts raised for it meet here. Either side may come first:
 * a toast asks for the toaster, which loads even when the interaction that raised the toast went
 * by before the layout started watching for one, and the toast waits until the toaster listens.
 */
let requested = false
const requestListeners = new Set<() => void>()

let markReady: () => void = () => {}

/** Resolves once the toaster listens, so no toast is raised into the void. */
export const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve
})

export function setToasterReady(): void {
  markReady()
}

/** Asks for the toaster to load; only the first request counts. */
export function requestToaster(): void {
  if (requested) return
  requested = true
  requestListeners.forEach((listener) => listener())
  requestListeners.clear()
}

/** Runs `listener` at the first request, at once if it has been made. Returns a stop function. */
export function onToasterRequested(listener: () => void): () => void {
  if (requested) {
    listener()
    return () => {}
  }
  requestListeners.add(listener)
  return () => {
    requestListeners.delete(listener)
  }
}
