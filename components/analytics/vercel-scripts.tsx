'use client'

import { usePathname } from 'next/navigation'
import { Analytics } from '@vercel/analytics/react'
import { SpeedInsights } from '@vercel/speed-insights/react'
import { measuredBeforeSend, measuredPagePath } from './reports'
import { SearchCount } from './search-count'

export function VercelScripts() {
  const path = measuredPagePath(usePathname())
  return (
    <>
      <Analytics route={path} path={path} beforeSend={measuredBeforeSend} />
      <SpeedInsights route={path} beforeSend={measuredBeforeSend} />
      <SearchCount />
    </>
  )
}
