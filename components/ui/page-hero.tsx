import Link from 'next/link'
import { buttonVariants } from './button'
import { Container } from './container'
import { Icon } from './icon'

type PageHeroProps = {
  eyebrow: string
  title: string
  lead: string
  /** The page's next step, in the first screen of a phone. */
  actions?: React.ReactNode
  /** Beside the text from lg: what the page holds, at a glance. */
  aside?: React.ReactNode
  children?: React.ReactNode
}

export function PageHero({ eyebrow, title, lead, actions, aside, children }: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className="border-b border-border hero-glow">
      <Container className="grid items-center gap-columns py-12 sm:py-16 lg:grid-cols-[3fr_2fr] lg:py-20">
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h1
            id="page-title"
            className="mt-3 max-w-3xl fluid-title font-extrabold tracking-tight sm:text-5xl"
          >
            {title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted-foreground">{lead}</p>
          {children}
          {actions && (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row print:hidden">{actions}</div>
          )}
        </div>
        {aside && <div className="hidden lg:block">{aside}</div>}
      </Container>
    </section>
  )
}

type HeroLinkProps = { label: string; href: string; variant?: 'primary' | 'outline' }

/** The page's next step: the button its closing band ends with, or a way into a document. */
export function HeroLink({ label, href, variant }: HeroLinkProps) {
  return (
    <Link href={href} className={buttonVariants({ size: 'lg', variant })}>
      {label}
      <Icon name="ArrowRight" className="size-5" />
    </Link>
  )
}
