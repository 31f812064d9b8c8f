import Link from 'next/link'
import { homePage } from '@/content/home'
import { SystemsMap } from '@/components/art/systems-map'
import { buttonVariants } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Icon } from '@/components/ui/icon'
import { CheckList } from '@/components/ui/check-list'
import { ReplyCard } from '@/components/contact/reply-card'

export function Hero() {
  const { hero } = homePage
  return (
    <section aria-labelledby="hero-title" className="hero-glow">
      <Container className="grid items-center gap-columns pt-12 pb-12 sm:pt-20 lg:grid-cols-hero lg:pt-24 lg:pb-20">
        <div>
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1
            id="hero-title"
            className="mt-3 fluid-title font-extrabold tracking-tight sm:text-5xl lg:text-6xl"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href={hero.primaryCta.href} className={buttonVariants({ size: 'lg' })}>
              {hero.primaryCta.label}
              <Icon name="ArrowRight" className="size-5" />
            </Link>
            <Link
              href={hero.secondaryCta.href}
              className={buttonVariants({ size: 'lg', variant: 'outline' })}
            >
              {hero.secondaryCta.label}
            </Link>
          </div>
        </div>
        <div className="relative pb-12 sm:pb-6">
          <SystemsMap className="aspect-square sm:aspect-[6/5]" />
          <ReplyCard className="absolute bottom-0 left-4 max-w-[calc(100%-2rem)] px-4 py-3 lifted sm:left-6" />
        </div>
      </Container>
      <Container>
        <CheckList
          items={hero.facts}
          className="grid gap-x-6 gap-y-3 border-t border-border py-6 font-medium sm:grid-cols-3"
        />
      </Container>
    </section>
  )
}
