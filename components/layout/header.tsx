import { mainNav } from '@/content/navigation'
import { header } from '@/content/shell'
import { Container } from '@/components/ui/container'
import { HeaderSearch } from './header-search'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { NavLinks } from './nav-links'
import { ThemeToggle } from './theme-toggle'

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <Container className="relative flex h-header items-center gap-4">
        <Logo className="mr-auto" />
        <nav aria-label={header.navLabel} className="hidden lg:block">
          <NavLinks links={mainNav} layout="bar" />
        </nav>
        <HeaderSearch
          id="busca-topo"
          label={header.search.formLabel}
          className="hidden w-search-desktop lg:block"
        />
        <ThemeToggle />
        <MobileMenu links={mainNav} />
      </Container>
    </header>
  )
}
