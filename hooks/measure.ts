import { track } from '@vercel/analytics/react'
import { pages } from '@/content/pages'
import {
  handOffEvent,
  measuredPath,
  measuredReport,
  measurementAllowed,
  type MeasuredEvent,
} from '@/lib/analytics'

// Only a build that measures (config/settings.mjs) calls into this module: every caller sits
// behind `process.env.NEXT_PUBLIC_ANALYTICS === 'vercel'`, which the compiler drops elsewhere.

const PAGE_PATHS = Object.values(pages).map((page) => page.path)

/** False when the browser signals Global Privacy Control: nothing is queued or sent. */
function measuring(): boolean {
  const gpc = (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl
  return measurementAllowed(gpc)
}

/** The page a path shows, as page views and vitals report it. */
export function measuredPagePath(pathname: string): string {
  return measuredPath(pathname, PAGE_PATHS, pages.notFound.path)
}

/** Both packages' beforeSend: no query string, no fragment, no path that is not a page. */
export function measuredBeforeSend<T extends { url: string; route?: string }>(report: T): T | null {
  return measuredReport(report, PAGE_PATHS, pages.notFound.path)
}

/**
 * Sends a custom event, queued until the script loads. A queue this module starts opens with the
 * beforeSend hook, so the script never reads an event before it can drop the query string.
 */
export function measure({ name, data }: MeasuredEvent): void {
  if (!measuring()) return
  if (!window.va) {
    window.va = (...params) => {
      ;(window.vaq ??= []).push(params)
    }
    window.va('beforeSend', measuredBeforeSend)
  }
  track(name, data)
}

/** The contact form handed a message to WhatsApp. */
export function measureHandOff(): void {
  measure(handOffEvent)
}
