import { servicesPage, servicesPhoto } from '@/content/services-page'
import { CheckList } from '@/components/ui/check-list'
import { PhotoFrame } from '@/components/ui/photo-frame'
import { photoSizes } from '@/lib/layout'
import { Section } from '@/components/ui/section'

export function SecuritySection() {
  const { security } = servicesPage
  return (
    <Section aria-labelledby="seguranca-titulo">
      <div
        id={security.id}
        className="-m-4 grid target-highlight items-center gap-columns rounded-3xl p-4 sm:-m-6 sm:p-6 lg:grid-cols-2"
      >
        <div>
          <p className="eyebrow">{security.eyebrow}</p>
          <h2 id="seguranca-titulo" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {security.title}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{security.lead}</p>
          <CheckList items={security.points} icon="ShieldCheck" className="mt-8 space-y-4" />
        </div>
        <PhotoFrame
          photo={servicesPhoto}
          sizes={photoSizes.halfColumn}
          className="aspect-[3/2] border border-border"
        />
      </div>
    </Section>
  )
}
