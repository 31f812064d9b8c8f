import { SITE_URL } from '@/config/settings'
import { securityContact } from '@/content/company'
import { absoluteUrl } from '@/lib/metadata'
import { SECURITY_TXT_PATH, securityTxt } from '@/lib/security-txt'

export const dynamic = 'force-static'

export function GET(): Response {
  const text = securityTxt({
    contact: `mailto:${securityContact.email}`,
    canonical: absoluteUrl(SITE_URL, SECURITY_TXT_PATH),
    languages: securityContact.languages,
    builtAt: new Date(),
  })
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
