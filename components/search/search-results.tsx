'use client'

import { useSearchParams } from 'next/navigation'
import { pages } from '@/content/pages'
import { searchPage } from '@/content/search-page'
import type { SearchIndexEntry } from '@/content/types'
import { search } from '@/lib/search'
import { truncateCodePoints } from '@/lib/text'
import { NoResults } from './no-results'
import { ResultItem } from './result-item'

const ECHO_LIMIT = 120

// The index comes from the page, in its RSC data: it grows /buscar's HTML, not every page's code.
export function SearchResults({ index }: { index: SearchIndexEntry[] }) {
  const query = useSearchParams().get(pages.search.queryParam) ?? ''
  const trimmed = query.trim()
  if (!trimmed) return <p className="text-lg text-muted-foreground">{searchPage.prompt}</p>

  const results = search(index, trimmed)
  const echo = truncateCodePoints(trimmed, ECHO_LIMIT)
  return (
    <div>
      <p className="text-lg break-words text-muted-foreground">
        {searchPage.youSearchedFor}{' '}
        <strong className="font-semibold text-foreground">
          “{echo}
          {echo !== trimmed && '…'}”
        </strong>
      </p>
      <p
        role="status"
        className={
          results.length > 0 ? 'mt-1 text-sm text-muted-foreground' : 'mt-6 text-xl font-semibold'
        }
      >
        {results.length > 0 ? searchPage.resultCount(results.length) : searchPage.noResults}
      </p>
      {results.length > 0 ? (
        <ul className="mt-8 space-y-4">
          {results.map((entry) => (
            <ResultItem key={entry.url} entry={entry} query={trimmed} />
          ))}
        </ul>
      ) : (
        <NoResults />
      )}
    </div>
  )
}
