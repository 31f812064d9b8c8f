import Link from 'next/link'
import { searchPage } from '@/content/search-page'
import type { SearchIndexEntry } from '@/content/types'
import { Highlighted } from './highlighted'

const MAX_TAGS = 6

export function ResultItem({ entry, query }: { entry: SearchIndexEntry; query: string }) {
  return (
    <li className="relative surface-card p-6 hover:border-ring">
      <h2 className="text-xl font-semibold">
        <Link
          href={entry.url}
          className="inline-flex min-h-11 items-center text-brand underline-offset-4 after:absolute after:inset-0 hover:underline"
        >
          {/* One flex item: bare text runs would each be one, and lose the space before a mark. */}
          <span>
            <Highlighted text={entry.title} query={query} />
          </span>
        </Link>
      </h2>
      <p className="mt-2 text-pretty text-muted-foreground">
        <Highlighted text={entry.content} query={query} />
      </p>
      <ul aria-label={searchPage.keywordsLabel} className="mt-4 flex flex-wrap gap-2">
        {entry.keywords.slice(0, MAX_TAGS).map((keyword) => (
          <li key={keyword} className="rounded-md border border-border px-2.5 py-1 text-sm">
            <Highlighted text={keyword} query={query} />
          </li>
        ))}
      </ul>
    </li>
  )
}
