import { contactPage, helpCards } from '@/content/contact'
import { Icon } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

export function HelpCards() {
  return (
    <Section tone="muted" aria-labelledby="como-ajudar">
      <SectionHeading id="como-ajudar" title={contactPage.helpTitle} lead={contactPage.helpLead} />
      <ul className="mt-12 tiles md:grid-cols-3">
        {helpCards.map((card) => (
          <li key={card.title} className="row-span-3 grid grid-rows-subgrid gap-y-3 p-6 sm:p-8">
            <Icon name={card.icon} className="size-7 text-brand" />
            <h3 className="text-lg font-semibold">{card.title}</h3>
            <p className="text-pretty text-muted-foreground">{card.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
