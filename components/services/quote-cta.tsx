import Link from 'next/link'
import { servicesPage } from '@/content/services-page'
import { buttonVariants } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Icon } from '@/components/ui/icon'

export function QuoteCta() {
  const { cta } = servicesPage
  return (
    <section aria-labelledby="orcamento" className="pb-16 sm:pb-24">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-3xl border border-border bg-card p-8 shadow-sm sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="orcamento" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {cta.title}
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">{cta.lead}</p>
          </div>
          <Link href={cta.href} className={buttonVariants({ size: 'lg' })}>
            {cta.label}
            <Icon name="arrow-right" className="size-5" />
          </Link>
        </div>
      </Container>
    </section>
  )
}
