import { about, aboutPage } from '@/content/about'
import { IpeTree } from '@/components/art/ipe-tree'
import { Section } from '@/components/ui/section'
import { FoundingBadge } from './founding-badge'

export function HistorySection() {
  return (
    <Section aria-labelledby="historia">
      <div className="grid items-center gap-columns lg:grid-cols-2">
        <div className="relative">
          <IpeTree className="aspect-[5/4]" />
          <FoundingBadge className="absolute -bottom-6 left-4 sm:left-6" />
        </div>
        <div>
          <h2 id="historia" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {aboutPage.historyTitle}
          </h2>
          <div className="mt-6 space-y-4 text-lg text-pretty text-muted-foreground">
            {about.history.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </div>
    </Section>
  )
}
