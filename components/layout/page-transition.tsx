'use client'

import { animate } from 'framer-motion/dom/mini'
import { useLayoutEffect, useRef } from 'react'

const SLIDE = { opacity: [0, 1], transform: ['translateY(40px)', 'none'] }
const FADE = { opacity: [0, 1] }

let hasMounted = false

// Never on the first load, and not the component runtime: docs/performance.md, "The first paint".
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
