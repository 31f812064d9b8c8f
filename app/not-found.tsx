import Link from 'next/link'
import { notFoundPage } from '@/content/errors'
import { SearchForm } from '@/components/search/search-form'
import { buttonVariants } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { plusJakartaSans } from './fonts'
import { pageMetadata } from '@/app/page-metadata'

export const metadata = pageMetadata('notFound')

export default function NotFound() {
  const [home, services] = notFoundPage.links
  return (
    <Container width="narrow" className={`${plusJakartaSans.variable} py-20 text-center sm:py-28`}>
      <p className="text-6xl font-extrabold text-brand">{notFoundPage.code}</p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {notFoundPage.title}
      </h1>
      <p className="mt-4 text-lg text-pretty text-muted-foreground">{notFoundPage.lead}</p>
      <SearchForm
        id="busca-404"
        label={notFoundPage.searchLabel}
        className="mx-auto mt-8 max-w-md text-left"
      />
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {home && (
          <Link href={home.href} className={buttonVariants({ size: 'lg' })}>
            {home.label}
          </Link>
        )}
        {services && (
          <Link href={services.href} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            {services.label}
          </Link>
        )}
      </div>
    </Container>
  )
}
