'use client'

import { animate } from 'framer-motion/dom/mini'
import { useLayoutEffect, useRef } from 'react'

const SLIDE = { opacity: [0, 1], transform: ['translateY(40px)', 'none'] }
const FADE = { opacity: [0, 1] }

let hasMounted = false

/**
 * Enter-only slide and fade of a client navigation: 0.4 s, ease-out, 40 px; with reduced motion,
 * a fade only. The first load renders still, so the exported HTML is visible without JavaScript
 * and nothing delays the largest paint. framer-motion's WAAPI `animate` (3 KB) ships with the
 * page instead of its component runtime (30 KB) fetched later, so the first tap animates too.
 */
export function PageTransition({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    if (!hasMounted) {
      hasMounted = true
      return
    }
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    if (ref.current) animate(ref.current, reduce ? FADE : SLIDE, { duration: 0.4, ease: 'easeOut' })
  }, [])

  return <div ref={ref}>{children}</div>
}
