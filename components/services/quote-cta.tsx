import Link from 'next/link'
import { buttonVariants } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Icon } from '@/components/ui/icon'
import { InkPanel } from '@/components/ui/ink-panel'

type QuoteCtaProps = { id: string; title: string; lead: string; label: string; href: string }

// A page's closing band: the home band's surface and button, in one row.
export function QuoteCta({ id, title, lead, label, href }: QuoteCtaProps) {
  return (
    <section aria-labelledby={id} className="pb-16 sm:pb-24">
      <Container>
        <InkPanel className="flex flex-col gap-8 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between print:break-inside-avoid">
          <div className="max-w-2xl">
            <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
              {title}
            </h2>
            <p className="mt-3 text-lg text-ink-muted">{lead}</p>
          </div>
          <Link href={href} className={buttonVariants({ size: 'lg', className: 'shrink-0' })}>
            {label}
            <Icon name="ArrowRight" className="size-5" />
          </Link>
        </InkPanel>
      </Container>
    </section>
  )
}
