'use client'

import { useEffect } from 'react'

/**
 * Marks `<html data-hydrated>` once React has hydrated the page, so browser tests (and anyone
 * debugging a slow phone) can tell when the controls answer, without watching the network.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}
