import Link from 'next/link'
import { heroPhoto, homePage } from '@/content/home'
import { buttonVariants } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Icon } from '@/components/ui/icon'
import { PhotoFrame } from '@/components/ui/photo-frame'
import { photoSizes } from '@/lib/layout'

export function Hero() {
  const { hero } = homePage
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-[radial-gradient(ellipse_at_top_left,var(--accent),transparent_60%)]"
    >
      <Container className="grid items-center gap-columns py-16 sm:py-20 lg:grid-cols-hero lg:py-24">
        <div>
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1
            id="hero-title"
            className="mt-3 fluid-title font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href={hero.primaryCta.href} className={buttonVariants({ size: 'lg' })}>
              {hero.primaryCta.label}
            </Link>
            <Link
              href={hero.secondaryCta.href}
              className={buttonVariants({ size: 'lg', variant: 'outline' })}
            >
              {hero.secondaryCta.label}
            </Link>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-6">
            {hero.facts.map((fact) => (
              <li key={fact} className="flex items-center gap-2">
                <Icon name="circle-check" className="size-4 text-brand" />
                {fact}
              </li>
            ))}
          </ul>
        </div>
        <PhotoFrame
          photo={heroPhoto}
          preload
          sizes={photoSizes.heroColumn}
          className="aspect-[3/2] shadow-xl ring-1 ring-border"
        />
      </Container>
    </section>
  )
}
