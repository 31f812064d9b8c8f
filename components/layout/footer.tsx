import Link from 'next/link'
import { company } from '@/content/company'
import { footerNav } from '@/content/navigation'
import { pages } from '@/content/pages'
import { footer, newTab } from '@/content/shell'
import { socialLinks } from '@/content/social'
import { companyLinks } from '@/content/company-links'
import { Container } from '@/components/ui/container'
import { Icon } from '@/components/ui/icon'
import { SocialIcon } from '@/components/ui/social-icon'
import { cx } from '@/lib/utils'
import { ContactLink } from '@/components/analytics/contact-link'
import { DirectionsLink } from './directions-link'
import { Logo } from './logo'

const linkLook = 'rounded-md text-muted-foreground hover:text-foreground'
const linkClass = `touch-link ${linkLook}`

export function Footer({ className }: { className?: string }) {
  const { address } = company
  return (
    <footer className={cx('border-t border-border bg-muted', className)}>
      <Container className="grid items-start gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.4fr]">
        <div>
          <Logo />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-muted-foreground print:hidden">
            {company.description}
          </p>
          <h2 className="mt-6 text-sm font-semibold print:hidden">{footer.socialTitle}</h2>
          <ul className="mt-2 flex gap-1 print:hidden">
            {socialLinks.map((social) => (
              <li key={social.name}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={footer.socialLabel(social.name)}
                  className="flex size-11 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-background hover:text-foreground"
                >
                  <SocialIcon name={social.icon} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="print:hidden">
          <h2 className="text-sm font-semibold">{footer.navTitle}</h2>
          <ul className="mt-2">
            {footerNav.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={`touch-row ${linkLook}`}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold">{footer.contactTitle}</h2>
          <address className="mt-3 flex gap-2 text-sm text-muted-foreground not-italic">
            <Icon name="MapPin" className="mt-0.5 size-4 shrink-0" />
            <span>
              {address.street}, <span className="whitespace-nowrap">{address.district}</span>
              <br />
              {address.city}, {address.state}, {address.postalCode}
            </span>
          </address>
          <DirectionsLink
            className={cx(
              linkClass,
              'ml-6 text-sm font-medium underline underline-offset-4 print:hidden',
            )}
          />
          <ul className="text-sm print:hidden">
            <li>
              <ContactLink
                href={companyLinks.tel}
                place="footer"
                className={cx(linkClass, 'whitespace-nowrap')}
              >
                <Icon name="Phone" className="size-4" />
                {company.phone}
              </ContactLink>
            </li>
            {companyLinks.landlineTel && (
              <li>
                <ContactLink
                  href={companyLinks.landlineTel}
                  place="footer"
                  className={cx(linkClass, 'whitespace-nowrap')}
                >
                  <Icon name="Phone" className="size-4" />
                  {footer.landlineLabel}: {company.landline}
                </ContactLink>
              </li>
            )}
            <li>
              <ContactLink
                href={companyLinks.chat}
                place="footer"
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                <Icon name="MessageCircle" className="size-4" />
                {footer.whatsappLabel}: {company.phone}
                <span className="sr-only"> {newTab}</span>
              </ContactLink>
            </li>
            <li>
              <ContactLink href={companyLinks.mailto} place="footer" className={linkClass}>
                <Icon name="Mail" className="size-4" />
                {company.email}
              </ContactLink>
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-border">
        <Container className="flex flex-col gap-x-6 gap-y-2 pt-6 pb-24 text-sm text-muted-foreground sm:pb-28 lg:flex-row lg:items-center lg:justify-between">
          <div className="space-y-1">
            <p>{footer.copyright(new Date().getFullYear())}</p>
            <p>{footer.legalId}</p>
          </div>
          <div className="flex flex-col sm:flex-row sm:items-center sm:gap-6 print:hidden">
            <Link href={pages.privacy.path} className={linkClass}>
              {footer.privacyLink}
            </Link>
            <Link href={pages.accessibility.path} className={linkClass}>
              {footer.accessibilityLink}
            </Link>
            <p>{footer.madeIn}</p>
          </div>
        </Container>
      </div>
    </footer>
  )
}
