import { Icon } from '@/components/ui/icon'
import { contactForm } from '@/content/contact'
import { newTab } from '@/content/shell'
import { ContactLink } from '@/components/analytics/contact-link'

/** window.open with noopener cannot report a blocked popup, so the link is always offered. */
export function SentFallback({ url }: { url: string }) {
  return (
    <p className="rounded-xl border border-border bg-muted p-4 text-sm">
      <ContactLink
        href={url}
        place="form"
        target="_blank"
        rel="noopener noreferrer"
        className="text-link"
      >
        <Icon name="MessageCircle" className="size-5 shrink-0" />
        {contactForm.fallback}
        <span className="sr-only"> {newTab}</span>
      </ContactLink>
    </p>
  )
}
