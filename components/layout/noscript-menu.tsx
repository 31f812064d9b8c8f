import Link from 'next/link'
import { SEARCH_PATH } from '@/content/navigation'
import { header } from '@/content/shell'
import type { NavLink } from '@/content/types'

/** Without JavaScript the menu button is inert, so small screens get the links and search inline. */
export function NoScriptMenu({ links }: { links: NavLink[] }) {
  return (
    <noscript>
      <div className="border-t border-border px-4 py-3 lg:hidden">
        <nav aria-label={header.noscriptNavLabel}>
          <ul className="flex flex-wrap gap-x-1 gap-y-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="touch-link rounded-lg px-3 font-medium hover:bg-muted"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <form
          role="search"
          aria-label={header.search.formLabel}
          action={SEARCH_PATH}
          method="get"
          className="mt-2 flex gap-2"
        >
          <label htmlFor="busca-sem-js" className="sr-only">
            {header.search.label}
          </label>
          <input
            id="busca-sem-js"
            name="q"
            type="search"
            placeholder={header.search.placeholder}
            className="h-11 field min-w-0 flex-1 px-4"
          />
          <button
            type="submit"
            className="h-11 rounded-xl bg-primary px-4 font-semibold text-primary-foreground"
          >
            {header.search.submit}
          </button>
        </form>
      </div>
    </noscript>
  )
}
