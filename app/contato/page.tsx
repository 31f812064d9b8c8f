import { contactPage } from '@/content/contact'
import { companyLinks } from '@/content/company-links'
import { newTab } from '@/content/shell'
import { ContactLink } from '@/components/analytics/contact-link'
import { buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { ContactSection } from '@/components/contact/contact-section'
import { ReplyCard } from '@/components/contact/reply-card'
import { HelpCards } from '@/components/contact/help-cards'
import { PageHero } from '@/components/ui/page-hero'
import { pageMetadata } from '@/app/page-metadata'
import { breadcrumbsJsonLd, businessJsonLd } from '@/app/structured-data'
import { JsonLd } from '@/components/seo/json-ld'

export const metadata = pageMetadata('contact')

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow={contactPage.eyebrow}
        title={contactPage.title}
        lead={contactPage.lead}
        aside={<ReplyCard className="p-6" />}
        actions={
          <ContactLink
            href={companyLinks.chat}
            place="hero"
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            <Icon name="message-circle" className="size-5" />
            {contactPage.whatsapp}
            <span className="sr-only"> {newTab}</span>
          </ContactLink>
        }
      />
      <ContactSection />
      <HelpCards />
      <JsonLd data={businessJsonLd} />
      <JsonLd data={breadcrumbsJsonLd('contact')} />
    </>
  )
}
