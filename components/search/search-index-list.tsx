import Link from 'next/link'
import { searchIndex } from '@/content/search-index'
import { searchPage } from '@/content/search-page'

export function SearchIndexList() {
  return (
    <noscript>
      <section aria-labelledby="todas-as-paginas" className="mt-10">
        <h2 id="todas-as-paginas" className="text-2xl font-bold tracking-tight">
          {searchPage.noscriptTitle}
        </h2>
        <ul className="mt-6 space-y-4">
          {searchIndex.map((entry) => (
            <li key={entry.url} className="surface-card p-5">
              <Link
                href={entry.url}
                className="text-lg font-semibold text-brand underline underline-offset-4"
              >
                {entry.title}
              </Link>
              <p className="mt-1 text-muted-foreground">{entry.content}</p>
            </li>
          ))}
        </ul>
      </section>
    </noscript>
  )
}
