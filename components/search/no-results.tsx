import Link from 'next/link'
import { searchPage } from '@/content/search-page'

export function NoResults() {
  return (
    <div className="mt-8 surface-card p-6">
      <p className="font-medium">{searchPage.tipsTitle}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
        {searchPage.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <ul className="mt-4 flex flex-col gap-1 sm:flex-row sm:gap-6">
        {searchPage.helpLinks.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="text-link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
