import { Container } from './container'

type PageHeroProps = { eyebrow: string; title: string; lead: string; children?: React.ReactNode }

export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section
      aria-labelledby="page-title"
      className="border-b border-border bg-[radial-gradient(ellipse_at_top,var(--accent),transparent_65%)]"
    >
      <Container className="py-16 text-center sm:py-20">
        <p className="eyebrow">{eyebrow}</p>
        <h1
          id="page-title"
          className="mx-auto mt-3 max-w-3xl fluid-title font-extrabold tracking-tight text-balance sm:text-5xl"
        >
          {title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{lead}</p>
        {children}
      </Container>
    </section>
  )
}
