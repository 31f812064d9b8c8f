'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Icon } from '@/components/ui/icon'
import { SEARCH_PATH } from '@/content/navigation'
import { header } from '@/content/shell'
import { cx } from '@/lib/utils'

type HeaderSearchProps = { id: string; label: string; className?: string; onSearch?: () => void }

/** A GET form that works without JavaScript; with it, trims, skips blanks and routes in-app. */
export function HeaderSearch({ id, label, className, onSearch }: HeaderSearchProps) {
  const router = useRouter()
  const [term, setTerm] = useState('')

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const query = term.trim()
    if (!query) return
    router.push(`${SEARCH_PATH}?q=${encodeURIComponent(query)}`)
    onSearch?.()
  }

  return (
    <form
      role="search"
      aria-label={label}
      action={SEARCH_PATH}
      method="get"
      onSubmit={handleSubmit}
      className={cx('relative', className)}
    >
      <label htmlFor={id} className="sr-only">
        {header.search.label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
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
    </form>
  )
}
