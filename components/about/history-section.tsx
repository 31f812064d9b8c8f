import { about, aboutPage, aboutPhoto } from '@/content/about'
import { PhotoFrame } from '@/components/ui/photo-frame'
import { photoSizes } from '@/lib/layout'
import { Section } from '@/components/ui/section'
import { FoundingBadge } from './founding-badge'

export function HistorySection() {
  return (
    <Section aria-labelledby="historia">
      <div className="grid items-center gap-columns lg:grid-cols-2">
        <div className="relative">
          <PhotoFrame
            photo={aboutPhoto}
            sizes={photoSizes.halfColumn}
            preload
            className="aspect-[3/2] border border-border"
          />
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
