import { about, aboutPage } from '@/content/about'
import { IconBadge } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'

export function MissionVision() {
  const items = [
    { id: 'missao', title: aboutPage.missionTitle, text: about.mission, icon: 'target' as const },
    { id: 'visao', title: aboutPage.visionTitle, text: about.vision, icon: 'eye' as const },
  ]
  return (
    <Section tone="muted" aria-label={aboutPage.missionVisionLabel}>
      <div className="grid gap-6 md:grid-cols-2">
        {items.map((item) => (
          <article key={item.id} aria-labelledby={item.id} className="surface-card p-8">
            <IconBadge name={item.icon} />
            <h2 id={item.id} className="mt-5 text-2xl font-bold tracking-tight">
              {item.title}
            </h2>
            <p className="mt-3 text-lg text-pretty text-muted-foreground">{item.text}</p>
          </article>
        ))}
      </div>
    </Section>
  )
}
