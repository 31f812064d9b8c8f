import { SpriteMark } from '@/components/ui/sprite-mark'
import { wordmark } from '@/content/company'
import { pages } from '@/content/pages'
import { header } from '@/content/shell'

// A plain <a>, which loads in full even when the router is what broke.
export function BrandBar() {
  return (
    <header className="border-b border-border">
      <div className="page-container flex h-header max-w-content items-center">
        <a
          href={pages.home.path}
          aria-label={header.homeLabel}
          className="inline-flex min-h-11 items-center gap-2.5 rounded-lg"
        >
          <SpriteMark />
          <span className="text-lg font-extrabold tracking-tight">
            {wordmark.primary}{' '}
            <span className="font-semibold text-muted-foreground">{wordmark.secondary}</span>
          </span>
        </a>
      </div>
    </header>
  )
}
