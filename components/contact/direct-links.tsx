import { companyLinks } from '@/content/company-links'
import { company } from '@/content/company'
import { contactPage } from '@/content/contact'
import { footer, newTab } from '@/content/shell'

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4'

/** Every way to reach the company that needs no script: WhatsApp, phone and e-mail. */
export function DirectLinks() {
  return (
    <ul className="mt-2 flex flex-col">
      <li>
        <a href={companyLinks.chat} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {footer.whatsappLabel}: {company.phone}
          <span className="sr-only"> {newTab}</span>
        </a>
      </li>
      <li>
        <a href={companyLinks.tel} className={`${linkClass} whitespace-nowrap`}>
          {contactPage.cards.phone}: {company.phone}
        </a>
      </li>
      {companyLinks.landlineTel && (
        <li>
          <a href={companyLinks.landlineTel} className={`${linkClass} whitespace-nowrap`}>
            {footer.landlineLabel}: {company.landline}
          </a>
        </li>
      )}
      <li>
        <a href={companyLinks.mailto} className={`${linkClass} break-all`}>
          {contactPage.cards.email}: {company.email}
        </a>
      </li>
    </ul>
  )
}
