import { companyLinks } from '@/content/company-links'
import { newTab } from '@/content/shell'
import type { PLACES } from '@/lib/analytics'
import { Icon } from '@/components/ui/icon'
import { ContactLink } from './contact-link'

type WhatsAppLinkProps = { place: keyof typeof PLACES; label: string; className: string }

/** The company's chat, in a new tab, as a button: the closing band, the menu, the contact hero. */
export function WhatsAppLink({ place, label, className }: WhatsAppLinkProps) {
  return (
    <ContactLink
      href={companyLinks.chat}
      place={place}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      <Icon name="MessageCircle" className="size-5" />
      {label}
      <span className="sr-only"> {newTab}</span>
    </ContactLink>
  )
}
