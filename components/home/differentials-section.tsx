import { differentials } from '@/content/differentials'
import { homePage } from '@/content/home'
import { ReleaseTrack } from '@/components/art/release-track'
import { Icon } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

// Four plain claims on the lit band, each under a rule with its icon inline: statements, not
// objects to act on, and not a second grid of cards after the services' (docs/design.md, "Rhythm").
// From lg the heading stands beside them, over a drawing of the two-week releases they promise.
export function DifferentialsSection() {
  const { differentials: copy } = homePage
  return (
    <Section tone="muted" aria-labelledby="diferenciais" className="lit-band">
      <div className="grid gap-columns lg:grid-cols-3">
        <div>
          <SectionHeading id="diferenciais" title={copy.title} lead={copy.lead} />
          <ReleaseTrack className="mt-10 hidden aspect-[320/168] lg:block" />
        </div>
        <ul className="grid gap-x-12 gap-y-10 sm:grid-cols-2 lg:col-span-2">
          {differentials.map((item) => (
            <li
              key={item.id}
              className="row-span-2 grid grid-rows-subgrid gap-y-2 border-t border-border pt-6"
            >
              <h3 className="flex items-center gap-3 text-lg font-semibold">
                <Icon name={item.icon} className="size-6 text-brand" />
                {item.title}
              </h3>
              <p className="text-pretty text-muted-foreground">{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
