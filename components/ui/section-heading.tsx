import { cn } from '@/lib/utils'

type SectionHeadingProps = {
  id?: string
  eyebrow?: string
  title: string
  lead?: string
  align?: 'start' | 'center'
  as?: 'h1' | 'h2'
  className?: string
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  as: Heading = 'h2',
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
      )}
      <Heading
        id={id}
        className={cn(
          'mt-2 font-bold tracking-tight text-balance',
          Heading === 'h1' ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl',
        )}
      >
        {title}
      </Heading>
      {lead && <p className="mt-4 text-lg text-pretty text-muted-foreground">{lead}</p>}
    </div>
  )
}
