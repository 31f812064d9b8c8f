import type { Service } from '@/content/types'
import { chatUrl } from '@/content/company-links'
import { serviceChat } from '@/content/service-chat'
import { ContactLink } from '@/components/analytics/contact-link'
import { Icon } from '@/components/ui/icon'

/** One tap to a conversation that names the service: WhatsApp, its text begun. */
export function ServiceChatLink({ service, className }: { service: Service; className: string }) {
  return (
    <ContactLink
      href={chatUrl(service.chat)}
      place="service"
      target="_blank"
      rel="noopener noreferrer"
      aria-label={serviceChat.accessibleLabel(service.title)}
      className={className}
    >
      <Icon name="MessageCircle" className="size-5" />
      {serviceChat.label}
    </ContactLink>
  )
}
