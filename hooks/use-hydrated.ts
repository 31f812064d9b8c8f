import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False in the exported HTML and while it hydrates, true once React runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
