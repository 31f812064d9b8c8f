'use client'

import { useEffect, useState } from 'react'
import { useFirstInteraction } from '@/hooks/use-first-interaction'

type Wrapper = React.ComponentType<{ children: React.ReactNode }>

let hasMounted = false
let MotionPage: Wrapper | null = null

function loadMotion() {
  if (MotionPage) return
  import('./motion-page')
    .then((module) => {
      MotionPage = module.MotionPage
    })
    .catch(() => {
      // Without the motion code, navigations simply do not animate.
    })
}

/**
 * Enter-only transition for client navigations. The first load renders a plain wrapper: the
 * exported HTML is visible without JavaScript and nothing delays the largest paint. The motion
 * code is fetched at the visitor's first interaction, before a navigation can need it.
 */
export function PageTransition({ children }: { children: React.ReactNode }) {
  const [Animated] = useState<Wrapper | null>(() => (hasMounted ? MotionPage : null))

  useEffect(() => {
    hasMounted = true
  }, [])
  useFirstInteraction(loadMotion)

  return Animated ? <Animated>{children}</Animated> : <div>{children}</div>
}
