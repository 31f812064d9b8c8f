import { homePage } from '@/content/home'
import { newTab } from '@/content/shell'
import { companyLinks } from '@/content/company-links'
import { buttonVariants } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Icon } from '@/components/ui/icon'
import { ContactLink } from '@/components/analytics/contact-link'

export function CtaBand() {
  const { cta } = homePage
  return (
    <section aria-labelledby="fale-conosco" className="py-16 sm:py-24">
      <Container>
        <div className="rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12 sm:py-16 print:break-inside-avoid">
          <h2 id="fale-conosco" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {cta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg">{cta.lead}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ContactLink
              href={companyLinks.chat}
              place="homeBand"
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'inverse', size: 'lg' })}
            >
              <Icon name="message-circle" className="size-5" />
              {cta.whatsapp}
              <span className="sr-only"> {newTab}</span>
            </ContactLink>
            <ContactLink
              href={companyLinks.mailto}
              place="homeBand"
              className={buttonVariants({ variant: 'inverse', size: 'lg' })}
            >
              <Icon name="mail" className="size-5" />
              {cta.email}
            </ContactLink>
          </div>
          <ul className="mt-10 flex flex-col items-center justify-center gap-3 font-semibold sm:flex-row sm:gap-8">
            {cta.promises.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <Icon name="circle-check" className="size-5" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  )
}
