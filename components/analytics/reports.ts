import { track } from '@vercel/analytics/react'
import { pages } from '@/content/pages'
import { measuredPath, measuredReport, type MeasuredEvent } from '@/lib/analytics'

// What a build that measures reports to Vercel, reduced to what lib/analytics.ts allows. Only
// measuring code loads this module, and only once MeasurementScripts has found that the browser
// does not signal Global Privacy Control.

const PAGE_PATHS = Object.values(pages).map((page) => page.path)

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
  if (!window.va) {
    window.va = (...params) => {
      ;(window.vaq ??= []).push(params)
    }
    window.va('beforeSend', measuredBeforeSend)
  }
  track(name, data)
}
