import { companyLinks } from '@/content/company-links'
import { company } from '@/content/company'
import { contactPage } from '@/content/contact'
import { openingHours } from '@/content/opening-hours'
import { footer, newTab } from '@/content/shell'
import { Icon } from '@/components/ui/icon'
import { DirectionsLink } from '@/components/layout/directions-link'
import { ContactLink } from '@/components/analytics/contact-link'
import type { IconName } from '@/content/types'

const linkLook = 'min-h-11 items-center font-medium text-brand underline-offset-4 hover:underline'
const linkClass = `inline-flex ${linkLook}`

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: IconName
  title: string
  children: React.ReactNode
}) {
  return (
    <li className="flex gap-4 p-5 sm:p-6">
      <Icon name={icon} className="text-brand" />
      <div className="min-w-0">
        <h3 className="font-semibold">{title}</h3>
        <div className="mt-1 text-muted-foreground">{children}</div>
      </div>
    </li>
  )
}

export function ContactInfo() {
  const { address } = company
  const { cards } = contactPage
  return (
    <ul className="tiles">
      <InfoCard icon="MapPin" title={cards.address}>
        <address className="not-italic">
          {address.street}, <span className="whitespace-nowrap">{address.district}</span>
          <br />
          {address.city}, {address.state}, {address.postalCode}
        </address>
        <DirectionsLink className={`${linkClass} underline`} />
      </InfoCard>
      <InfoCard icon="Phone" title={cards.phone}>
        <ContactLink
          href={companyLinks.tel}
          place="contactCards"
          className={`${linkClass} whitespace-nowrap address-in-words`}
        >
          {company.phone}
        </ContactLink>
        <ContactLink
          href={companyLinks.chat}
          place="contactCards"
          target="_blank"
          rel="noopener noreferrer"
          className={`flex ${linkLook}`}
        >
          {footer.whatsappLabel}: {company.phone}
          <span className="sr-only"> {newTab}</span>
        </ContactLink>
        {companyLinks.landlineTel && (
          <ContactLink
            href={companyLinks.landlineTel}
            place="contactCards"
            className={`flex whitespace-nowrap address-in-words ${linkLook}`}
          >
            {footer.landlineLabel}: {company.landline}
          </ContactLink>
        )}
      </InfoCard>
      <InfoCard icon="Mail" title={cards.email}>
        <ContactLink
          href={companyLinks.mailto}
          place="contactCards"
          className={`${linkClass} break-all address-in-words`}
        >
          {company.email}
        </ContactLink>
      </InfoCard>
      <InfoCard icon="Clock" title={cards.hours}>
        {/* Days in one column, hours in the next: the hours start on one line. */}
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1">
          {openingHours.map((slot) => (
            <div key={slot.days} className="col-span-2 grid grid-cols-subgrid">
              <dt>{slot.days}:</dt>
              <dd className="font-medium text-foreground">{slot.hours}</dd>
            </div>
          ))}
        </dl>
      </InfoCard>
    </ul>
  )
}
