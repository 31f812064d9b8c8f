import { contactPage } from '@/content/contact'
import { WhatsAppLink } from '@/components/analytics/whatsapp-link'
import { buttonVariants } from '@/components/ui/button'
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
          <WhatsAppLink
            place="hero"
            label={contactPage.whatsapp}
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          />
        }
      />
      <ContactSection />
      <HelpCards />
      <JsonLd data={businessJsonLd} />
      <JsonLd data={breadcrumbsJsonLd('contact')} />
    </>
  )
}
