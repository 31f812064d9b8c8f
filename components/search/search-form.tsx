'use client'

import { usePathname, useRouter } from 'next/navigation'
import { Suspense } from 'react'
import { Icon } from '@/components/ui/icon'
import { pages, searchHref } from '@/content/pages'
import { searchForm } from '@/content/search-page'
import { isActive } from '@/lib/active-link'
import { cx } from '@/lib/utils'
import { SearchQuery } from './search-query'

type SearchFormProps = { id: string; label: string; className?: string; onSearch?: () => void }

// The term is read from the field, never a copy in state, so text typed before hydration counts.
export function SearchForm({ id, label, className, onSearch }: SearchFormProps) {
  const router = useRouter()
  const onSearchPage = isActive(usePathname(), pages.search.path)

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const term = new FormData(event.currentTarget).get(pages.search.queryParam)
    const query = typeof term === 'string' ? term.trim() : ''
    if (!query) return
    router.push(searchHref(query))
    onSearch?.()
  }

  return (
    <form
      role="search"
      aria-label={label}
      action={pages.search.path}
      method="get"
      onSubmit={handleSubmit}
      className={cx('relative print:hidden', className)}
    >
      <label htmlFor={id} className="sr-only">
        {searchForm.label}
      </label>
      <input
        id={id}
        name={pages.search.queryParam}
        type="search"
        placeholder={searchForm.placeholder}
        enterKeyHint="search"
        autoComplete="off"
        className="peer h-11 field pr-12 pl-4 not-placeholder-shown:pr-24"
      />
      {/* A reset clears the field without a script; shown only once there is something to clear. */}
      <button type="reset" className="field-button right-11 w-11 peer-placeholder-shown:hidden">
        <Icon name="X" className="size-4" />
        <span className="sr-only">{searchForm.clear}</span>
      </button>
      <button type="submit" className="field-button right-0 w-11">
        <Icon name="Search" className="size-5" />
        <span className="sr-only">{searchForm.submit}</span>
      </button>
      {onSearchPage && (
        <Suspense fallback={null}>
          <SearchQuery fieldId={id} />
        </Suspense>
      )}
    </form>
  )
}
