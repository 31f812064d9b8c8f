import { companyLinks } from '@/content/company-links'
import { company } from '@/content/company'
import { contactPage, openingHours } from '@/content/contact'
import { footer, newTab } from '@/content/shell'
import { IconBadge } from '@/components/ui/icon'
import { DirectionsLink } from '@/components/layout/directions-link'
import { measuredPlace } from '@/components/analytics/measured-place'
import type { IconName } from '@/content/types'

const linkClass =
  'inline-flex min-h-11 items-center font-medium text-brand underline-offset-4 hover:underline'

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
    <li className="flex gap-4 surface-card p-5">
      <IconBadge name={icon} />
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
    <ul className="space-y-4" {...measuredPlace('cartao-contato')}>
      <InfoCard icon="map-pin" title={cards.address}>
        <address className="not-italic">
          {address.street}, {address.district}
          <br />
          {address.city}, {address.state}, {address.postalCode}
        </address>
        <DirectionsLink className={`${linkClass} underline`} />
      </InfoCard>
      <InfoCard icon="phone" title={cards.phone}>
        <a href={companyLinks.tel} className={`${linkClass} whitespace-nowrap`}>
          {company.phone}
        </a>
        <a
          href={companyLinks.chat}
          target="_blank"
          rel="noopener noreferrer"
          className={`${linkClass} flex`}
        >
          {footer.whatsappLabel}: {company.phone}
          <span className="sr-only"> {newTab}</span>
        </a>
        {companyLinks.landlineTel && (
          <a href={companyLinks.landlineTel} className={`${linkClass} flex whitespace-nowrap`}>
            {footer.landlineLabel}: {company.landline}
          </a>
        )}
      </InfoCard>
      <InfoCard icon="mail" title={cards.email}>
        <a href={companyLinks.mailto} className={`${linkClass} break-all`}>
          {company.email}
        </a>
      </InfoCard>
      <InfoCard icon="clock" title={cards.hours}>
        <dl className="space-y-1">
          {openingHours.map((slot) => (
            <div key={slot.days} className="flex flex-wrap gap-x-2">
              <dt>{slot.days}:</dt>
              <dd className="font-medium text-foreground">{slot.hours}</dd>
            </div>
          ))}
        </dl>
      </InfoCard>
    </ul>
  )
}
