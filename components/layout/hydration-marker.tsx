'use client'

import { useEffect } from 'react'

/** The User Timing mark a page sets once its controls answer (Lighthouse lists it). */
export const HYDRATED_MARK = 'hydrated'

/**
 * Marks `<html data-hydrated>` and the `hydrated` performance mark once React has hydrated the
 * page, so browser tests, the benchmark and anyone debugging a slow phone can tell when the
 * controls answer, without watching the network.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
    performance.mark(HYDRATED_MARK)
  }, [])
  return null
}
