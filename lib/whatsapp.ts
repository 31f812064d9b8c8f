import type { ContactField, ContactValues } from './contact-form'
import { normalizeLineEndings, toWellFormed } from './text'

export type ContactMessageCopy = {
  header: string
  labels: Record<ContactField, string>
}

export function buildWhatsAppUrl(number: string, text?: string): string {
  const base = `https://wa.me/${number}`
  return text ? `${base}?text=${encodeURIComponent(text)}` : base
}

export function buildContactMessage(fields: ContactValues, copy: ContactMessageCopy): string {
  const { labels } = copy
  const lines = [
    copy.header,
    '',
    `${labels.name}: ${fields.name}`,
    `${labels.email}: ${fields.email}`,
    ...(fields.phone.trim() ? [`${labels.phone}: ${fields.phone}`] : []),
    `${labels.subject}: ${fields.subject}`,
    `${labels.message}: ${fields.message}`,
  ]
  return toWellFormed(normalizeLineEndings(lines.join('\n')))
}
