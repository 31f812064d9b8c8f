import { COUNTRY_CODE } from '../config/settings'
import { company } from './company'
import { directionsUrl } from '@/lib/maps'
import { internationalDigits, telHref } from '@/lib/phone'
import { buildWhatsAppUrl } from '@/lib/whatsapp'

const chatNumber = internationalDigits(company.phone, COUNTRY_CODE)

/** A WhatsApp chat with the company, with a prefilled message when given: every chat link's. */
export function chatUrl(text?: string): string {
  return buildWhatsAppUrl(chatNumber, text)
}

/** Every way to reach the company, derived once from content/company.ts. */
export const companyLinks = {
  chat: chatUrl(),
  tel: telHref(company.phone, COUNTRY_CODE),
  landlineTel: company.landline ? telHref(company.landline, COUNTRY_CODE) : null,
  mailto: `mailto:${company.email}`,
  directions: directionsUrl(company.location),
}
