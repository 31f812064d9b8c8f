'use client'

import { useEffect } from 'react'

export const HYDRATED_MARK = 'hydrated'

// When the controls answer, for browser tests, the benchmark and Lighthouse's User Timing.
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
    performance.mark(HYDRATED_MARK)
  }, [])
  return null
}
