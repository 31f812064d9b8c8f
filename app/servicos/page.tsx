import { servicesPage } from '@/content/services-page'
import { ProcessSteps } from '@/components/services/process-steps'
import { QuoteCta } from '@/components/services/quote-cta'
import { SecuritySection } from '@/components/services/security-section'
import { ServicesGrid } from '@/components/services/services-grid'
import { ServicesIndex } from '@/components/services/services-index'
import { HeroLink, PageHero } from '@/components/ui/page-hero'
import { pageMetadata } from '@/app/page-metadata'
import { breadcrumbsJsonLd, servicesJsonLd } from '@/app/structured-data'
import { JsonLd } from '@/components/seo/json-ld'

export const metadata = pageMetadata('services')

export default function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow={servicesPage.eyebrow}
        title={servicesPage.title}
        lead={servicesPage.lead}
        actions={<HeroLink label={servicesPage.cta.label} href={servicesPage.cta.href} />}
        aside={<ServicesIndex />}
      />
      <ServicesGrid />
      <ProcessSteps />
      <SecuritySection />
      <QuoteCta id="orcamento" {...servicesPage.cta} />
      <JsonLd data={breadcrumbsJsonLd('services')} />
      <JsonLd data={servicesJsonLd} />
    </>
  )
}
