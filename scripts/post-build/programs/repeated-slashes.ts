type Address = Pick<Location, 'pathname' | 'search' | 'hash' | 'reload'>

// Before Next's router reads the address; a host that 404'd it (no slash merging) gets a reload.
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
