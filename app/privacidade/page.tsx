import { privacyPage, privacySections } from '@/content/privacy'
import { PolicyContents } from '@/components/privacy/policy-contents'
import { PolicySection } from '@/components/privacy/policy-section'
import { RevisionDate } from '@/components/privacy/revision-date'
import { JsonLd } from '@/components/seo/json-ld'
import { Container } from '@/components/ui/container'
import { HeroLink, PageHero } from '@/components/ui/page-hero'
import { pageMetadata } from '@/app/page-metadata'
import { breadcrumbsJsonLd } from '@/app/structured-data'

export const metadata = pageMetadata('privacy')

export default function PrivacyPage() {
  return (
    <>
      <PageHero
        eyebrow={privacyPage.eyebrow}
        title={privacyPage.title}
        lead={privacyPage.lead}
        actions={<HeroLink variant="outline" {...privacyPage.action} />}
      >
        <RevisionDate label={privacyPage.updatedLabel} date={privacyPage.updatedAt} />
      </PageHero>
      <Container width="text" className="py-16 sm:py-20">
        <PolicyContents title={privacyPage.tocTitle} sections={privacySections} />
        {privacySections.map((section) => (
          <PolicySection key={section.id} section={section} />
        ))}
      </Container>
      <JsonLd data={breadcrumbsJsonLd('privacy')} />
    </>
  )
}
