'use client'

import { useEffect } from 'react'
import { usePathname, useSearchParams } from 'next/navigation'
import { pages } from '@/content/pages'
import { measure, measuredPagePath } from './reports'
import { searchEvent } from '@/lib/analytics'

export function SearchCount() {
  const pathname = usePathname()
  const query = (useSearchParams().get(pages.search.queryParam) ?? '').trim()

  useEffect(() => {
    if (!query || measuredPagePath(pathname) !== pages.search.path) return
    Promise.all([import('@/lib/search'), import('@/content/search-index')]).then(
      ([{ search }, { searchIndex }]) => measure(searchEvent(search(searchIndex, query).length)),
      () => {},
    )
  }, [pathname, query])

  return null
}
