import { differentials } from '@/content/differentials'
import { homePage } from '@/content/home'
import { Icon } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

// Four plain claims on one panel, divided by hairlines: statements, not objects to act on.
export function DifferentialsSection() {
  const { differentials: copy } = homePage
  return (
    <Section tone="muted" aria-labelledby="diferenciais">
      <SectionHeading id="diferenciais" title={copy.title} lead={copy.lead} />
      <ul className="mt-12 tiles sm:grid-cols-2 xl:grid-cols-4">
        {differentials.map((item) => (
          <li key={item.id} className="row-span-3 grid grid-rows-subgrid gap-y-3 p-6 sm:p-8">
            <Icon name={item.icon} className="size-7 text-brand" />
            <h3 className="text-lg font-semibold">{item.title}</h3>
            <p className="text-pretty text-muted-foreground">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
