import { cn } from '@/lib/utils'

const PETALS = [0, 72, 144, 216, 288]

type LogoMarkProps = { variant: 'light' | 'dark'; className?: string }

/** The ipê flower: five petals around a centre, tuned for a light or a dark background. */
export function LogoMark({ variant, className }: LogoMarkProps) {
  const petal = variant === 'light' ? '#f59e0b' : '#fcd34d'
  const vein = variant === 'light' ? '#b45309' : '#fde68a'
  const centre = variant === 'light' ? '#78350f' : '#0b1120'
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      data-logo-variant={variant}
      className={cn('size-9 shrink-0', className)}
    >
      {PETALS.map((angle) => (
        <g key={angle} transform={`rotate(${angle} 16 16)`}>
          <path
            d="M16 15.5c-3.6-2.2-5-5.6-3.4-8.6C13.6 5 15 4 16 2.8c1 1.2 2.4 2.2 3.4 4.1 1.6 3-.2 6.4-3.4 8.6Z"
            fill={petal}
          />
          <path d="M16 14.5V6.5" stroke={vein} strokeWidth="0.9" strokeLinecap="round" />
        </g>
      ))}
      <circle cx="16" cy="16" r="3.2" fill={centre} />
      <circle cx="16" cy="16" r="1.3" fill={petal} />
    </svg>
  )
}
