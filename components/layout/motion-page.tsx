'use client'

import { domAnimation, LazyMotion, m, MotionConfig, useReducedMotion } from 'framer-motion'

const SLIDE = { opacity: 0, y: 40 }
const FADE = { opacity: 0 }

/**
 * The slide-and-fade of a client navigation: 0.4 s, ease-out, 40 px. With reduced motion the
 * page only fades (motion's own setting would still paint one shifted frame).
 */
export function MotionPage({ children }: { children: React.ReactNode }) {
  const reduceMotion = useReducedMotion()
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <m.div
          initial={reduceMotion ? FADE : SLIDE}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: 0.4, ease: 'easeOut' }}
        >
          {children}
        </m.div>
      </MotionConfig>
    </LazyMotion>
  )
}
