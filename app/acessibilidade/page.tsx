import { accessibilityPage, accessibilitySections } from '@/content/accessibility'
import { PolicySection } from '@/components/privacy/policy-section'
import { RevisionDate } from '@/components/privacy/revision-date'
import { JsonLd } from '@/components/seo/json-ld'
import { Container } from '@/components/ui/container'
import { HeroLink, PageHero } from '@/components/ui/page-hero'
import { pageMetadata } from '@/app/page-metadata'
import { breadcrumbsJsonLd } from '@/app/structured-data'

export const metadata = pageMetadata('accessibility')

export default function AccessibilityPage() {
  return (
    <>
      <PageHero
        eyebrow={accessibilityPage.eyebrow}
        title={accessibilityPage.title}
        lead={accessibilityPage.lead}
        actions={<HeroLink variant="outline" {...accessibilityPage.action} />}
      >
        <RevisionDate label={accessibilityPage.updatedLabel} date={accessibilityPage.updatedAt} />
        <RevisionDate
          label={accessibilityPage.evaluatedLabel}
          date={accessibilityPage.evaluatedAt}
        />
      </PageHero>
      <Container width="text" className="pb-16 sm:pb-20">
        {accessibilitySections.map((section) => (
          <PolicySection key={section.id} section={section} />
        ))}
      </Container>
      <JsonLd data={breadcrumbsJsonLd('accessibility')} />
    </>
  )
}
