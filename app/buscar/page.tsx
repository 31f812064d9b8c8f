import Link from 'next/link'
import { Suspense } from 'react'
import { searchHelp } from '@/content/search-help'
import { searchIndex } from '@/content/search-index'
import { searchPage } from '@/content/search-page'
import { SearchForm } from '@/components/search/search-form'
import { SearchIndexList } from '@/components/search/search-index-list'
import { SearchResults } from '@/components/search/search-results'
import { Container } from '@/components/ui/container'
import { pageMetadata } from '@/app/page-metadata'

export const metadata = pageMetadata('search')

export default function SearchPage() {
  return (
    <Container width="text" className="py-16 sm:py-20">
      <h1 className="fluid-title font-extrabold tracking-tight sm:text-5xl">{searchPage.title}</h1>
      {/* On a phone the header's field is inside the menu: the page offers its own. */}
      <SearchForm id="busca-pagina" label={searchPage.formLabel} className="mt-6" />
      {/* The query is read in the browser; the space is held so the footer does not jump. */}
      <div className="mt-6 min-h-40">
        <Suspense fallback={null}>
          <SearchResults index={searchIndex} />
        </Suspense>
      </div>
      <p className="mt-10 flex flex-wrap items-center gap-x-2 border-t border-border pt-4 text-muted-foreground">
        {searchHelp.text}
        <Link href={searchHelp.link.href} className="text-link">
          {searchHelp.link.label}
        </Link>
      </p>
      <SearchIndexList />
    </Container>
  )
}
