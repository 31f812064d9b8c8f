import { about, aboutPage } from '@/content/about'
import { Icon } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'

// Two statements, set large side by side: a card would make them objects to click.
export function MissionVision() {
  const items = [
    { id: 'missao', title: aboutPage.missionTitle, text: about.mission, icon: 'Target' as const },
    { id: 'visao', title: aboutPage.visionTitle, text: about.vision, icon: 'Eye' as const },
  ]
  return (
    <Section tone="muted" aria-label={aboutPage.missionVisionLabel}>
      <div className="grid gap-12 md:grid-cols-2 md:divide-x md:divide-border">
        {items.map((item) => (
          <article key={item.id} aria-labelledby={item.id} className="md:odd:pr-12 md:even:pl-12">
            <h2 id={item.id} className="flex items-center gap-2 eyebrow">
              <Icon name={item.icon} className="size-5" />
              {item.title}
            </h2>
            <p className="mt-4 text-xl font-semibold text-pretty sm:text-2xl">{item.text}</p>
          </article>
        ))}
      </div>
    </Section>
  )
}
