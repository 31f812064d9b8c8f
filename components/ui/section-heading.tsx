import { cx } from '@/lib/utils'

type SectionHeadingProps = {
  id?: string
  eyebrow?: string
  title: string
  lead?: string
  /** Centred only over a block that is itself centred (docs/design.md). */
  centred?: boolean
  className?: string
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  centred,
  className,
}: SectionHeadingProps) {
  return (
    <div className={cx('max-w-2xl', centred && 'mx-auto text-center', className)}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-pretty text-muted-foreground">{lead}</p>}
    </div>
  )
}
