import { companyLinks } from '@/content/company-links'
import { company } from '@/content/company'
import { contactPage } from '@/content/contact'
import { footer, newTab } from '@/content/shell'
import { ContactLink } from '@/components/analytics/contact-link'

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4'

export function DirectLinks() {
  return (
    <ul className="mt-2 flex flex-col">
      <li>
        <ContactLink
          href={companyLinks.chat}
          place="form"
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
        >
          {footer.whatsappLabel}: {company.phone}
          <span className="sr-only"> {newTab}</span>
        </ContactLink>
      </li>
      <li>
        <ContactLink
          href={companyLinks.tel}
          place="form"
          className={`${linkClass} whitespace-nowrap`}
        >
          {contactPage.cards.phone}: {company.phone}
        </ContactLink>
      </li>
      {companyLinks.landlineTel && (
        <li>
          <ContactLink
            href={companyLinks.landlineTel}
            place="form"
            className={`${linkClass} whitespace-nowrap`}
          >
            {footer.landlineLabel}: {company.landline}
          </ContactLink>
        </li>
      )}
      <li>
        <ContactLink href={companyLinks.mailto} place="form" className={`${linkClass} break-all`}>
          {contactPage.cards.email}: {company.email}
        </ContactLink>
      </li>
    </ul>
  )
}
