import { contactPage, helpCards } from '@/content/contact'
import { IconTile } from '@/components/ui/icon-tile'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

export function HelpCards() {
  return (
    <Section tone="muted" aria-labelledby="como-ajudar">
      <SectionHeading id="como-ajudar" title={contactPage.helpTitle} lead={contactPage.helpLead} />
      <ul className="mt-12 tiles md:grid-cols-3">
        {helpCards.map((card) => (
          <IconTile key={card.title} {...card} />
        ))}
      </ul>
    </Section>
  )
}
