'use client'

import { usePathname } from 'next/navigation'
import { Icon } from '@/components/ui/icon'
import { pages } from '@/content/pages'
import { floatingWhatsApp } from '@/content/shell'
import { ContactLink } from '@/components/analytics/contact-link'
import { isActive } from '@/lib/active-link'

export function FloatingWhatsApp({ href }: { href: string }) {
  const pathname = usePathname()
  if (isActive(pathname, pages.contact.path)) return null
  return (
    <ContactLink
      href={href}
      place="floatingButton"
      target="_blank"
      rel="noopener noreferrer"
      aria-label={floatingWhatsApp.label}
      className="fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-whatsapp text-white lifted transition-colors hover:bg-whatsapp-hover sm:right-6 sm:bottom-6 print:hidden"
    >
      <Icon name="MessageCircle" className="size-7" />
    </ContactLink>
  )
}
