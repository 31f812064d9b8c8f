import { contactPage } from '@/content/contact'
import { ContactSection } from '@/components/contact/contact-section'
import { HelpCards } from '@/components/contact/help-cards'
import { PageHero } from '@/components/ui/page-hero'
import { pageMetadata } from '@/app/page-metadata'
import { breadcrumbsJsonLd, businessJsonLd } from '@/app/structured-data'
import { JsonLd } from '@/components/seo/json-ld'

export const metadata = pageMetadata('contact')

export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow={contactPage.eyebrow} title={contactPage.title} lead={contactPage.lead} />
      <ContactSection />
      <HelpCards />
      <JsonLd data={businessJsonLd} />
      <JsonLd data={breadcrumbsJsonLd('contact')} />
    </>
  )
}
