'use client'

import { usePathname } from 'next/navigation'
import { Icon } from '@/components/ui/icon'
import { pages } from '@/content/pages'
import { floatingWhatsApp } from '@/content/shell'
import { ContactLink } from '@/components/analytics/contact-link'
import { isPage } from '@/lib/active-link'

// Its own place: a rail from the first screen's foot to the page's, so at the top the button waits
// below the fold and at the foot it rests in the room the footer keeps for it; in between it
// follows the screen's corner (position: sticky, no script). docs/design.md, "The next step".
export function FloatingWhatsApp({ href }: { href: string }) {
  const pathname = usePathname()
  // The contact page itself, not an address below it: the 404 page shows it whatever the address.
  if (isPage(pathname, pages.contact.path)) return null
  return (
    <div className="pointer-events-none absolute top-[100svh] right-4 bottom-4 z-30 flex flex-col justify-end sm:right-6 sm:bottom-6 print:hidden">
      <ContactLink
        href={href}
        place="floatingButton"
        target="_blank"
        rel="noopener noreferrer"
        aria-label={floatingWhatsApp.label}
        className="pointer-events-auto sticky bottom-4 flex size-14 fade-in-on-scroll items-center justify-center rounded-full bg-whatsapp text-white lifted transition-colors hover:bg-whatsapp-hover sm:bottom-6"
      >
        <Icon name="MessageCircle" className="size-7" />
      </ContactLink>
    </div>
  )
}
