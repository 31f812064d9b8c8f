import { homePage } from '@/content/home'
import { Icon, ICON_SPRITE, LOGO_MARK_ID } from '@/components/ui/icon'
import { around, cable } from '@/lib/orbit'
import { cx } from '@/lib/utils'

/** What the company does, drawn: a business's systems joined at the ipê. */
export function SystemsMap({ className }: { className?: string }) {
  // One set of coordinates, in % of the box: the lines' (a 100 × 100 viewBox stretched to the
  // box) and the labels'.
  const systems = homePage.hero.systems.map((system, index, all) => ({
    ...system,
    ...around(all.length, index),
  }))
  return (
    <div aria-hidden="true" className={cx('art-panel', className)}>
      <svg viewBox="0 0 100 100" preserveAspectRatio="none" className="absolute inset-0 size-full">
        <ellipse
          cx="50"
          cy="50"
          rx="30"
          ry="36"
          vectorEffect="non-scaling-stroke"
          className="fill-none stroke-border"
          strokeDasharray="2 5"
        />
        <ellipse
          cx="50"
          cy="50"
          rx="45"
          ry="48"
          vectorEffect="non-scaling-stroke"
          className="fill-none stroke-border"
        />
        {systems.map(({ label, x, y }) => (
          <g key={label}>
            <path
              d={cable({ x, y })}
              vectorEffect="non-scaling-stroke"
              className="fill-none stroke-muted-foreground/40"
              strokeWidth="1.5"
            />
            <path
              d={cable({ x, y })}
              pathLength={100}
              vectorEffect="non-scaling-stroke"
              className="fill-none stroke-primary"
              strokeWidth="3"
              strokeLinecap="round"
              strokeDasharray="0 36 24 100"
            />
          </g>
        ))}
      </svg>
      <span className="absolute top-1/2 left-1/2 art-core aspect-square w-[26%] -translate-1/2">
        <svg className="size-3/5">
          <use href={`${ICON_SPRITE}#${LOGO_MARK_ID}`} />
        </svg>
      </span>
      {systems.map(({ label, icon, x, y }) => (
        <span
          key={label}
          className="absolute art-chip -translate-1/2"
          style={{ left: `${x}%`, top: `${y}%` }}
        >
          <Icon name={icon} className="size-[1.2em] text-brand" />
          {label}
        </span>
      ))}
    </div>
  )
}
