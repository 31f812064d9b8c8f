import { track } from '@vercel/analytics/react'
import { pages } from '@/content/pages'
import { measuredPath, measuredReport, type MeasuredEvent } from '@/lib/analytics'

const PAGE_PATHS = Object.values(pages).map((page) => page.path)

export function measuredPagePath(pathname: string): string {
  return measuredPath(pathname, PAGE_PATHS, pages.notFound.path)
}

export function measuredBeforeSend<T extends { url: string; route?: string }>(report: T): T | null {
  return measuredReport(report, PAGE_PATHS, pages.notFound.path)
}

// A queue started here opens with beforeSend, so no event is read before it can drop the query.
export function measure({ name, data }: MeasuredEvent): void {
  if (!window.va) {
    window.va = (...params) => {
      ;(window.vaq ??= []).push(params)
    }
    window.va('beforeSend', measuredBeforeSend)
  }
  track(name, data)
}
