'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { pages } from '@/content/pages'

/**
 * Puts the query the search page is showing into a search field, and takes it out again when the
 * query changes or the visitor leaves the page. Rendered on /buscar/ only, inside a Suspense
 * boundary, so reading the URL leaves the rest of the header in the exported HTML. Text the
 * visitor typed into the field, before or after the page hydrated, is never replaced.
 */
export function SearchQuery({ fieldId }: { fieldId: string }) {
  const query = (useSearchParams().get(pages.search.queryParam) ?? '').trim()
  const shown = useRef('')

  useEffect(() => {
    const input = document.getElementById(fieldId)
    if (!(input instanceof HTMLInputElement)) return
    // Anything but empty, the query or what this leaf wrote is the visitor's own text.
    if (![shown.current, '', query].includes(input.value)) return
    input.value = query
    shown.current = query
    return () => {
      if (input.value === shown.current) input.value = ''
      shown.current = ''
    }
  }, [fieldId, query])

  return null
}
