import { aboutPage } from '@/content/about'
import { AboutFigures } from '@/components/about/about-figures'
import { HistorySection } from '@/components/about/history-section'
import { MissionVision } from '@/components/about/mission-vision'
import { QuoteCta } from '@/components/services/quote-cta'
import { ValuesList } from '@/components/about/values-list'
import { HeroLink, PageHero } from '@/components/ui/page-hero'
import { pageMetadata } from '@/app/page-metadata'
import { breadcrumbsJsonLd } from '@/app/structured-data'
import { JsonLd } from '@/components/seo/json-ld'

export const metadata = pageMetadata('about')

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={aboutPage.eyebrow}
        title={aboutPage.title}
        lead={aboutPage.lead}
        actions={<HeroLink label={aboutPage.cta.label} href={aboutPage.cta.href} />}
        aside={<AboutFigures />}
      />
      <HistorySection />
      <MissionVision />
      <ValuesList />
      <QuoteCta id="vamos-conversar" {...aboutPage.cta} />
      <JsonLd data={breadcrumbsJsonLd('about')} />
    </>
  )
}
