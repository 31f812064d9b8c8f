import Link from 'next/link'
import type { Service } from '@/content/types'
import { Icon, IconBadge } from '@/components/ui/icon'
import { cx } from '@/lib/utils'

type ServiceCardProps = {
  service: Service
  headingLevel: 'h2' | 'h3'
  link?: { href: string; label: string; accessibleLabel: string }
  withHighlights?: boolean
  className?: string
}

export function ServiceCard({
  service,
  headingLevel: Heading,
  link,
  withHighlights = false,
  className,
}: ServiceCardProps) {
  return (
    <article
      id={withHighlights ? service.id : undefined}
      className={cx(
        'relative flex h-full flex-col surface-card p-6',
        withHighlights && 'target-highlight',
        link && 'group transition-[border-color,box-shadow] hover:border-ring/60 hover:shadow-md',
        className,
      )}
    >
      <IconBadge name={service.icon} />
      <Heading className="mt-5 text-xl font-semibold tracking-tight">{service.title}</Heading>
      <p className="mt-3 text-pretty text-muted-foreground">{service.description}</p>
      {withHighlights && (
        <ul className="mt-5 list-disc space-y-2 pl-5 text-sm marker:text-brand">
          {service.highlights.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {link && (
        <Link
          href={link.href}
          aria-label={link.accessibleLabel}
          className="mt-auto inline-flex min-h-11 items-center gap-1.5 pt-4 font-semibold text-brand after:absolute after:inset-0 after:rounded-2xl"
        >
          {link.label}
          <Icon
            name="arrow-right"
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </Link>
      )}
    </article>
  )
}
