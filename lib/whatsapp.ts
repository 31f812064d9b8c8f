import type { ContactField, ContactValues } from './contact-form'
import { internationalDigits } from './phone'
import { normalizeLineEndings, toWellFormed } from './text'

export type ContactMessageCopy = {
  header: string
  labels: Record<ContactField, string>
}

/** The company's WhatsApp number, else its phone, as wa.me expects it. */
export function whatsAppNumber(
  contact: { whatsapp?: string; phone: string },
  countryCode: string,
): string {
  const source = contact.whatsapp?.trim() ? contact.whatsapp : contact.phone
  return internationalDigits(source, countryCode)
}

export function buildWhatsAppUrl(number: string, text?: string): string {
  const base = `https://wa.me/${number}`
  return text ? `${base}?text=${encodeURIComponent(text)}` : base
}

/** A header line, a blank line, then one labelled line per field (Telefone only if given). */
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
