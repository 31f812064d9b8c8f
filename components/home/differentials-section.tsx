import { differentials } from '@/content/differentials'
import { homePage } from '@/content/home'
import { IconTile } from '@/components/ui/icon-tile'
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
            <IconTile key={item.id} {...item} />
          ))}
        </ul>
      </div>
    </Section>
  )
}
