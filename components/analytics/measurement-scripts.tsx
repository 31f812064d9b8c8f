'use client'

import { lazy, useEffect, useState } from 'react'
import {
  HAND_OFF_EVENT,
  handOffEvent,
  linkEvent,
  measurementAllowed,
  PLACE_ATTRIBUTE,
  type MeasuredEvent,
} from '@/lib/analytics'

// The packages and the rest load when the measurement starts, not with the page.
const VercelScripts = lazy(() =>
  import('./vercel-scripts').then((scripts) => ({ default: scripts.VercelScripts })),
)

/** Sends an event once the reporting code has loaded: a click does no more than this. */
function send(event: MeasuredEvent | null) {
  if (!event) return
  import('./reports').then(
    ({ measure }) => measure(event),
    () => {},
  )
}

/** One listener for the contact links of every page, each marked with its place. */
function onLinkClick(event: MouseEvent) {
  if (event.type === 'auxclick' && event.button !== 1) return
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (link instanceof HTMLAnchorElement)
    send(linkEvent(link.href, link.getAttribute(PLACE_ATTRIBUTE)))
}

function onHandOff() {
  send(handOffEvent)
}

/**
 * Starts the measurement once the page has hydrated and the browser is idle, and counts the
 * contact links and the contact form's hand-off meanwhile. Global Privacy Control is read here
 * alone: for a browser that signals it, nothing at all.
 */
export function MeasurementScripts() {
  const [started, setStarted] = useState(false)

  useEffect(() => {
    const gpc = (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl
    if (!measurementAllowed(gpc)) return
    document.addEventListener('click', onLinkClick)
    document.addEventListener('auxclick', onLinkClick)
    document.addEventListener(HAND_OFF_EVENT, onHandOff)
    const start = () => setStarted(true)
    const idle = window.requestIdleCallback?.(start, { timeout: 4000 })
    const timer = idle === undefined ? window.setTimeout(start, 1000) : undefined
    return () => {
      document.removeEventListener('click', onLinkClick)
      document.removeEventListener('auxclick', onLinkClick)
      document.removeEventListener(HAND_OFF_EVENT, onHandOff)
      if (idle !== undefined) window.cancelIdleCallback(idle)
      window.clearTimeout(timer)
    }
  }, [])

  return started ? <VercelScripts /> : null
}
