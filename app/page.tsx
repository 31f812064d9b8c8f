import { CtaBand } from '@/components/home/cta-band'
import { DifferentialsSection } from '@/components/home/differentials-section'
import { FeaturedServices } from '@/components/home/featured-services'
import { Hero } from '@/components/home/hero'
import { TestimonialsSection } from '@/components/home/testimonials-section'
import { pageMetadata } from '@/app/page-metadata'
import { businessJsonLd, siteJsonLd } from '@/app/structured-data'
import { JsonLd } from '@/components/seo/json-ld'

export const metadata = pageMetadata('home')

export default function HomePage() {
  return (
    <>
      <Hero />
      <FeaturedServices />
      <DifferentialsSection />
      <TestimonialsSection />
      <CtaBand />
      <JsonLd data={businessJsonLd} />
      <JsonLd data={siteJsonLd} />
    </>
  )
}
