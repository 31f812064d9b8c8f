import Link from 'next/link'
import { wordmark } from '@/content/company'
import { pages } from '@/content/pages'
import { header } from '@/content/shell'
import { SpriteMark } from '@/components/ui/sprite-mark'
import { cx } from '@/lib/utils'

export function Logo({ className }: { className?: string }) {
  return (
    <Link
      href={pages.home.path}
      aria-label={header.homeLabel}
      className={cx('inline-flex min-h-11 items-center gap-2.5 rounded-lg', className)}
    >
      <SpriteMark />
      <span className="text-lg font-extrabold tracking-tight">
        {wordmark.primary}{' '}
        <span className="font-semibold text-muted-foreground">{wordmark.secondary}</span>
      </span>
    </Link>
  )
}
