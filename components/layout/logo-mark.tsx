import { cn } from '@/lib/utils'

type LogoMarkProps = { variant: 'light' | 'dark'; className?: string }

/**
 * The ipê flower, drawn for a light or a dark background (public/brand/, made by
 * scripts/generate-brand-assets.mjs). A cached file keeps the mark out of every page's HTML.
 */
export function LogoMark({ variant, className }: LogoMarkProps) {
  return (
    // next/image would add nothing to a 0.6 KB vector drawn at one size.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={`/brand/logo-mark-${variant}.svg`}
      alt=""
      width={36}
      height={36}
      data-logo-variant={variant}
      className={cn('size-9 shrink-0', className)}
    />
  )
}
