import Link from 'next/link'
import { mainNav } from '@/content/navigation'
import { pages } from '@/content/pages'
import { header } from '@/content/shell'
import { WhatsAppLink } from '@/components/analytics/whatsapp-link'
import { buttonVariants } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Icon } from '@/components/ui/icon'
import { SearchForm } from '@/components/search/search-form'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { NavLinks } from './nav-links'
import { ThemeToggle } from './theme-toggle'

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background print:static">
      <Container className="relative header-bar h-header gap-2 sm:gap-4">
        <Logo className="[grid-area:logo]" />
        <nav aria-label={header.navLabel} className="hidden [grid-area:nav] lg:block print:hidden">
          <NavLinks links={mainNav} layout="bar" />
        </nav>
        {/* The name comes first in the HTML and the icon is drawn before it (row-reverse): the
            column grows leftwards, so a name painted before its icon has arrived stays put. */}
        <Link
          href={pages.accessibility.path}
          className="btn size-11 flex-row-reverse p-0 font-medium text-foreground [grid-area:a11y] hover:bg-muted xl:w-auto xl:px-3 print:hidden"
        >
          <span className="sr-only xl:not-sr-only">{header.accessibility}</span>
          <Icon name="Accessibility" />
        </Link>
        <SearchForm
          id="busca-topo"
          label={header.searchLabel}
          className="hidden w-search-desktop [grid-area:search] lg:block"
        />
        <ThemeToggle className="[grid-area:theme] print:hidden" />
        <MobileMenu links={mainNav} className="[grid-area:menu] print:hidden">
          <WhatsAppLink
            place="menu"
            label={header.menu.whatsapp}
            className={buttonVariants({ size: 'lg', className: 'w-full' })}
          />
        </MobileMenu>
      </Container>
    </header>
  )
}
