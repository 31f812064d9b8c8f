import { homePage } from '@/content/home'
import { newTab } from '@/content/shell'
import { companyLinks } from '@/content/company-links'
import { buttonVariants } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Icon } from '@/components/ui/icon'
import { InkPanel } from '@/components/ui/ink-panel'
import { ContactLink } from '@/components/analytics/contact-link'

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
            <ul className="mt-8 flex flex-col gap-3 font-semibold sm:flex-row sm:gap-8">
              {cta.promises.map((promise) => (
                <li key={promise} className="flex items-center gap-2">
                  <Icon name="circle-check" className="size-5 text-primary" />
                  {promise}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row xl:flex-col">
            <ContactLink
              href={companyLinks.chat}
              place="homeBand"
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ size: 'lg' })}
            >
              <Icon name="message-circle" className="size-5" />
              {cta.whatsapp}
              <span className="sr-only"> {newTab}</span>
            </ContactLink>
            <ContactLink
              href={companyLinks.mailto}
              place="homeBand"
              className={buttonVariants({ variant: 'onInk', size: 'lg' })}
            >
              <Icon name="mail" className="size-5" />
              {cta.email}
            </ContactLink>
          </div>
        </InkPanel>
      </Container>
    </section>
  )
}
