'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

function documentTop(element: HTMLElement): number {
  let top = 0
  for (
    let node: HTMLElement | null = element;
    node;
    node = node.offsetParent as HTMLElement | null
  ) {
    top += node.offsetTop
  }
  return top
}

function targetOf(hash: string): HTMLElement | null {
  if (!hash) return null
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    return null
  }
}

/** A client navigation leaves CSS `:target` unset. */
const TARGET_MARK = 'data-hash-target'

// Layout offsets, not the element's box: the entering page is still shifted by its transition.
export function ScrollManager() {
  const pathname = usePathname()
  const firstRender = useRef(true)

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    const target = targetOf(window.location.hash)
    document.querySelector(`[${TARGET_MARK}]`)?.removeAttribute(TARGET_MARK)
    target?.setAttribute(TARGET_MARK, '')
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
    const top = target ? Math.max(0, documentTop(target) - padding) : 0
    window.scrollTo({ top, left: 0, behavior: 'instant' })
  }, [pathname])

  return null
}
