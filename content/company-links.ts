import { COUNTRY_CODE } from '../config/settings.mjs'
import { company } from './company'
import { directionsUrl } from '@/lib/maps'
import { internationalDigits, telHref } from '@/lib/phone'
import { buildWhatsAppUrl, whatsAppNumber } from '@/lib/whatsapp'

/** The company's WhatsApp number as wa.me expects it: its WhatsApp, else its phone. */
export const CHAT_NUMBER = whatsAppNumber(company, COUNTRY_CODE)

/** Every way to reach the company, derived once from content/company.ts. */
export const companyLinks = {
  chat: buildWhatsAppUrl(CHAT_NUMBER),
  /** The footer's link, which the spec builds from the phone's digits. */
  phoneChat: buildWhatsAppUrl(internationalDigits(company.phone, COUNTRY_CODE)),
  tel: telHref(company.phone, COUNTRY_CODE),
  mailto: `mailto:${company.email}`,
  directions: directionsUrl(company.location),
}
