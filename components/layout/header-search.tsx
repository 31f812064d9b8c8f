'use client'

import { usePathname, useRouter } from 'next/navigation'
import { Suspense } from 'react'
import { Icon } from '@/components/ui/icon'
import { pages } from '@/content/pages'
import { header } from '@/content/shell'
import { isActive } from '@/lib/active-link'
import { cx } from '@/lib/utils'
import { QUERY_PARAM, SearchQuery } from './search-query'

type HeaderSearchProps = { id: string; label: string; className?: string; onSearch?: () => void }

/**
 * A GET form that works without JavaScript; with it, trims, skips blanks and routes in-app. The
 * term is read from the field itself, never from a copy in state, so that text typed before the
 * page hydrated counts as well. On /buscar/ the field shows the query being looked at.
 */
export function HeaderSearch({ id, label, className, onSearch }: HeaderSearchProps) {
  const router = useRouter()
  const onSearchPage = isActive(usePathname(), pages.search.path)

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const term = new FormData(event.currentTarget).get(QUERY_PARAM)
    const query = typeof term === 'string' ? term.trim() : ''
    if (!query) return
    router.push(`${pages.search.path}?${QUERY_PARAM}=${encodeURIComponent(query)}`)
    onSearch?.()
  }

  return (
    <form
      role="search"
      aria-label={label}
      action={pages.search.path}
      method="get"
      onSubmit={handleSubmit}
      className={cx('relative', className)}
    >
      <label htmlFor={id} className="sr-only">
        {header.search.label}
      </label>
      <input
        id={id}
        name={QUERY_PARAM}
        type="search"
        placeholder={header.search.placeholder}
        enterKeyHint="search"
        autoComplete="off"
        className="h-11 field pr-12 pl-4"
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-muted-foreground hover:text-foreground"
      >
        <Icon name="search" className="size-5" />
        <span className="sr-only">{header.search.submit}</span>
      </button>
      {onSearchPage && (
        <Suspense fallback={null}>
          <SearchQuery fieldId={id} />
        </Suspense>
      )}
    </form>
  )
}
