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

const VercelScripts = lazy(() =>
  import('./vercel-scripts').then((scripts) => ({ default: scripts.VercelScripts })),
)

function send(event: MeasuredEvent | null) {
  if (!event) return
  import('./reports').then(
    ({ measure }) => measure(event),
    () => {},
  )
}

function onLinkClick(event: MouseEvent) {
  if (event.type === 'auxclick' && event.button !== 1) return
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (link instanceof HTMLAnchorElement)
    send(linkEvent(link.href, link.getAttribute(PLACE_ATTRIBUTE)))
}

function onHandOff() {
  send(handOffEvent)
}

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
