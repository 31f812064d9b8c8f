import { companyLinks } from '@/content/company-links'
import { company } from '@/content/company'
import { contactPage } from '@/content/contact'
import { footer, newTab } from '@/content/shell'
import { ContactLink } from '@/components/analytics/contact-link'

export function DirectLinks() {
  return (
    <ul className="mt-2 flex flex-col">
      <li>
        <ContactLink
          href={companyLinks.chat}
          place="form"
          target="_blank"
          rel="noopener noreferrer"
          className="text-link"
        >
          {footer.whatsappLabel}: {company.phone}
          <span className="sr-only"> {newTab}</span>
        </ContactLink>
      </li>
      <li>
        <ContactLink href={companyLinks.tel} place="form" className="text-link whitespace-nowrap">
          {contactPage.cards.phone}: {company.phone}
        </ContactLink>
      </li>
      {companyLinks.landlineTel && (
        <li>
          <ContactLink
            href={companyLinks.landlineTel}
            place="form"
            className="text-link whitespace-nowrap"
          >
            {footer.landlineLabel}: {company.landline}
          </ContactLink>
        </li>
      )}
      <li>
        <ContactLink href={companyLinks.mailto} place="form" className="text-link break-all">
          {contactPage.cards.email}: {company.email}
        </ContactLink>
      </li>
    </ul>
  )
}
