type Address = Pick<Location, 'pathname' | 'search' | 'hash' | 'reload'>

/**
 * Collapses every run of slashes in the page's address (`//servicos/` → `/servicos/`) without a
 * reload, before Next's router reads it. If the host answered the odd address with its 404 page
 * (one that does not merge slashes, as nginx and `serve` do), it then reloads the clean one.
 * Part of the head script (programs/head.ts), which esbuild bundles with what it imports.
 */
export function collapseRepeatedSlashes(
  location: Address,
  history: Pick<History, 'replaceState'>,
  performance: Pick<Performance, 'getEntriesByType'>,
): void {
  const path = location.pathname.replace(/\/{2,}/g, '/')
  if (path === location.pathname) return
  history.replaceState(null, '', path + location.search + location.hash)
  const entry = performance.getEntriesByType('navigation')[0] as { responseStatus?: number }
  if (entry && entry.responseStatus === 404) location.reload()
}
