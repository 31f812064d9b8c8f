import { aboutPage } from '@/content/about'
import { cx } from '@/lib/utils'

export function FoundingBadge({ className }: { className?: string }) {
  const { badge } = aboutPage
  return (
    <p
      className={cx(
        'flex items-center gap-4 rounded-2xl border border-white/10 bg-ink px-5 py-4 text-ink-foreground lifted',
        className,
      )}
    >
      <span className="flex flex-col">
        <span className="text-xs font-semibold tracking-wide uppercase">{badge.label}</span>
        <span className="text-3xl leading-none font-extrabold text-primary">{badge.year}</span>
      </span>
      <span aria-hidden="true" className="h-10 w-px bg-white/20" />
      <span className="flex flex-col">
        <span className="text-3xl leading-none font-extrabold text-primary">{badge.state}</span>
        <span className="text-xs font-semibold">{badge.place}</span>
      </span>
    </p>
  )
}
