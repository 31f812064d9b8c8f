import { differentials } from '@/content/differentials'
import { homePage } from '@/content/home'
import { IconBadge } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

export function DifferentialsSection() {
  const { differentials: copy } = homePage
  return (
    <Section tone="muted" aria-labelledby="diferenciais">
      <SectionHeading
        id="diferenciais"
        eyebrow={copy.eyebrow}
        title={copy.title}
        lead={copy.lead}
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {differentials.map((item) => (
          <li key={item.id} className="surface-card p-6">
            <IconBadge name={item.icon} />
            <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-pretty text-muted-foreground">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
