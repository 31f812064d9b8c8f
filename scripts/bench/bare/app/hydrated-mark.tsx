'use client'

import { useEffect } from 'react'
import { HYDRATED_MARK } from '../../../../components/layout/hydration-marker'

/** The mark the site sets once hydrated, so the floor's answer time is measured too. */
export function HydratedMark() {
  useEffect(() => {
    performance.mark(HYDRATED_MARK)
  }, [])
  return null
}
