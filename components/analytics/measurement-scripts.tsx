'use client'

import { useEffect, useState } from 'react'
import { usePathname } from 'next/navigation'
import { Analytics } from '@vercel/analytics/react'
import { SpeedInsights } from '@vercel/speed-insights/react'
import { floatingWhatsApp } from '@/content/shell'
import { measure, measuredBeforeSend, measuredPagePath, measuring } from '@/hooks/measure'
import { linkEvent, PLACE_ATTRIBUTE, PLACES } from '@/lib/analytics'
import { SearchCount } from './search-count'

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
  if (measured) measure(measured)
}

/**
 * Vercel Web Analytics and Speed Insights, started once the page answers and the browser is
 * idle, the contact links and the searches they count. Page views and vitals carry the page's
 * path, never a query string.
 */
export function MeasurementScripts() {
  const pathname = usePathname()
  const [started, setStarted] = useState(false)

  useEffect(() => {
    if (!measuring()) return
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

  if (!started) return null
  const path = measuredPagePath(pathname)
  return (
    <>
      <Analytics route={path} path={path} beforeSend={measuredBeforeSend} />
      <SpeedInsights route={path} beforeSend={measuredBeforeSend} />
      <SearchCount />
    </>
  )
}
