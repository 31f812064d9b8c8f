'use client'

import { useEffect, useState } from 'react'
import { onIdle } from './on-idle'

type Wrapper = React.ComponentType<{ children: React.ReactNode }>

let hasMounted = false
let MotionPage: Wrapper | null = null

/**
 * Enter-only transition for client navigations. The first load renders a plain wrapper: the
 * exported HTML is visible without JavaScript, nothing delays the largest paint, and the motion
 * code is fetched once the page is idle, before the first navigation needs it.
 */
export function PageTransition({ children }: { children: React.ReactNode }) {
  const [Animated] = useState<Wrapper | null>(() => (hasMounted ? MotionPage : null))

  useEffect(() => {
    if (hasMounted) return
    hasMounted = true
    onIdle(() => {
      void import('./motion-page').then((module) => {
        MotionPage = module.MotionPage
      })
    })
  }, [])

  return Animated ? <Animated>{children}</Animated> : <div>{children}</div>
}
