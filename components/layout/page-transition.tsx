'use client'

import { domAnimation, LazyMotion, m, MotionConfig } from 'framer-motion'
import { useEffect, useState } from 'react'

let hasMounted = false

/**
 * Enter-only slide and fade for client navigations. The first page load does not animate, so
 * the exported HTML is visible without JavaScript and nothing delays the largest paint.
 */
export function PageTransition({ children }: { children: React.ReactNode }) {
  const [animate] = useState(() => hasMounted)
  useEffect(() => {
    hasMounted = true
  }, [])

  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <m.div
          initial={animate ? { opacity: 0, y: 40 } : false}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: 0.4, ease: 'easeOut' }}
        >
          {children}
        </m.div>
      </MotionConfig>
    </LazyMotion>
  )
}
