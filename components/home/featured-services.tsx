import Link from 'next/link'
import { homePage } from '@/content/home'
import { sectionHref } from '@/content/pages'
import { featuredServices } from '@/content/services'
import { buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { ServiceCard } from '@/components/services/service-card'

export function FeaturedServices() {
  const { services } = homePage
  return (
    <Section aria-labelledby="servicos-destaque">
      <SectionHeading
        id="servicos-destaque"
        eyebrow={services.eyebrow}
        title={services.title}
        lead={services.lead}
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {featuredServices.map((service) => (
          <li key={service.id}>
            <ServiceCard
              service={service}
              headingLevel="h3"
              link={{
                href: sectionHref('services', service.id),
                label: services.more,
                accessibleLabel: services.moreAbout(service.title),
              }}
            />
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <Link
          href={services.cta.href}
          className={buttonVariants({ variant: 'outline', size: 'lg' })}
        >
          {services.cta.label}
          <Icon name="arrow-right" className="size-5" />
        </Link>
      </div>
    </Section>
  )
}
