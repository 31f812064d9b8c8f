'use client'

import { useEffect } from 'react'

/**
 * A client navigation writes the #anchor with history.pushState, which leaves CSS `:target`
 * unset, so the service a search result or "Saiba mais" points to would not be framed. Going to
 * the same fragment again sets it; the router's history entry and the scroll position (the
 * scroll manager's) are put back as they were.
 */
export function HashTarget() {
  useEffect(() => {
    const { hash, href } = window.location
    if (!hash || document.querySelector(':target')) return
    const { state } = window.history
    const { scrollX, scrollY } = window
    window.location.replace(hash)
    window.history.replaceState(state, '', href)
    window.scrollTo(scrollX, scrollY)
  }, [])

  return null
}
