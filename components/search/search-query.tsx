'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { pages } from '@/content/pages'

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
