import { homePage } from '@/content/home'
import { companyLinks } from '@/content/company-links'
import { buttonVariants } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Icon } from '@/components/ui/icon'
import { InkPanel } from '@/components/ui/ink-panel'
import { ContactLink } from '@/components/analytics/contact-link'
import { WhatsAppLink } from '@/components/analytics/whatsapp-link'
import { CheckList } from '@/components/ui/check-list'

// WhatsApp leads (the one yellow button); e-mail is the quieter way.
export function CtaBand() {
  const { cta } = homePage
  return (
    <section aria-labelledby="fale-conosco" className="py-16 sm:py-24">
      <Container>
        <InkPanel className="grid items-center gap-10 px-6 py-12 sm:px-12 sm:py-16 xl:grid-cols-[3fr_2fr] print:break-inside-avoid">
          <div>
            <h2 id="fale-conosco" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              {cta.title}
            </h2>
            <p className="mt-4 max-w-xl text-lg text-ink-muted">{cta.lead}</p>
            <CheckList
              items={cta.promises}
              onInk
              className="mt-8 flex flex-col gap-3 font-semibold sm:flex-row sm:flex-wrap sm:gap-x-6"
            />
          </div>
          <div className="flex flex-col gap-3 sm:flex-row xl:flex-col">
            <WhatsAppLink
              place="homeBand"
              label={cta.whatsapp}
              className={buttonVariants({ size: 'lg' })}
            />
            <ContactLink
              href={companyLinks.mailto}
              place="homeBand"
              className={buttonVariants({ variant: 'onInk', size: 'lg' })}
            >
              <Icon name="Mail" className="size-5" />
              {cta.email}
            </ContactLink>
          </div>
        </InkPanel>
      </Container>
    </section>
  )
}
