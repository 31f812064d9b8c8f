import { contactPage, helpCards } from '@/content/contact'
import { IconBadge } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

export function HelpCards() {
  return (
    <Section tone="muted" aria-labelledby="como-ajudar">
      <SectionHeading id="como-ajudar" title={contactPage.helpTitle} lead={contactPage.helpLead} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {helpCards.map((card) => (
          <li key={card.title} className="surface-card p-6 text-center">
            <IconBadge name={card.icon} className="mx-auto" />
            <h3 className="mt-5 text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 text-pretty text-muted-foreground">{card.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
