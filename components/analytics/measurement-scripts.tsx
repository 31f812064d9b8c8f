'use client'

import { lazy, useEffect, useState } from 'react'
import { floatingWhatsApp } from '@/content/shell'
import { linkEvent, measurementAllowed, PLACE_ATTRIBUTE, PLACES } from '@/lib/analytics'

// The packages and the rest load when the measurement starts, not with the page.
const VercelScripts = lazy(() =>
  import('./vercel-scripts').then((scripts) => ({ default: scripts.VercelScripts })),
)

/** Where a link sits: its marked container, else the floating button, known by its name. */
function markerOf(link: Element): string | null {
  const marked = link.closest(`[${PLACE_ATTRIBUTE}]`)
  if (marked) return marked.getAttribute(PLACE_ATTRIBUTE)
  return link.getAttribute('aria-label') === floatingWhatsApp.label ? PLACES.floatingButton : null
}

/** One listener for the contact links of every page: a click does no more than this. */
function onLinkClick(event: MouseEvent) {
  if (event.type === 'auxclick' && event.button !== 1) return
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement)) return
  const measured = linkEvent(link.href, markerOf(link))
  if (measured)
    import('@/hooks/measure').then(
      ({ measure }) => measure(measured),
      () => {},
    )
}

/**
 * Starts the measurement once the page has hydrated and the browser is idle, and counts the
 * contact links meanwhile; nothing at all for a browser that signals Global Privacy Control.
 */
export function MeasurementScripts() {
  const [started, setStarted] = useState(false)

  useEffect(() => {
    const gpc = (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl
    if (!measurementAllowed(gpc)) return
    document.addEventListener('click', onLinkClick)
    document.addEventListener('auxclick', onLinkClick)
    const start = () => setStarted(true)
    const idle = window.requestIdleCallback?.(start, { timeout: 4000 })
    const timer = idle === undefined ? window.setTimeout(start, 1000) : undefined
    return () => {
      document.removeEventListener('click', onLinkClick)
      document.removeEventListener('auxclick', onLinkClick)
      if (idle !== undefined) window.cancelIdleCallback(idle)
      window.clearTimeout(timer)
    }
  }, [])

  return started ? <VercelScripts /> : null
}
