import { COUNTRY_CODE } from '../config/settings'
import { company } from './company'
import { directionsUrl } from '@/lib/maps'
import { internationalDigits, telHref } from '@/lib/phone'
import { buildWhatsAppUrl } from '@/lib/whatsapp'

const chatNumber = internationalDigits(company.phone, COUNTRY_CODE)

export function chatUrl(text?: string): string {
  return buildWhatsAppUrl(chatNumber, text)
}

export const companyLinks = {
  chat: chatUrl(),
  tel: telHref(company.phone, COUNTRY_CODE),
  landlineTel: company.landline ? telHref(company.landline, COUNTRY_CODE) : null,
  mailto: `mailto:${company.email}`,
  directions: directionsUrl(company.location),
}
