import { differentials } from '@/content/differentials'
import { homePage } from '@/content/home'
import { Icon } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

// Four plain claims on one panel, divided by hairlines: statements, not objects to act on. From lg
// the heading stands beside them, so each claim keeps a readable measure (four columns at xl
// squeezed them to 25 characters a line, and their heights ran apart).
export function DifferentialsSection() {
  const { differentials: copy } = homePage
  return (
    <Section tone="muted" aria-labelledby="diferenciais">
      <div className="grid gap-columns lg:grid-cols-3">
        <SectionHeading id="diferenciais" title={copy.title} lead={copy.lead} />
        <ul className="tiles sm:grid-cols-2 lg:col-span-2">
          {differentials.map((item) => (
            <li key={item.id} className="row-span-3 grid grid-rows-subgrid gap-y-3 p-6 sm:p-8">
              <Icon name={item.icon} className="size-7 text-brand" />
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="text-pretty text-muted-foreground">{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
