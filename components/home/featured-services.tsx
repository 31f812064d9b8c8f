import Link from 'next/link'
import { homePage } from '@/content/home'
import { sectionHref } from '@/content/pages'
import { featuredServices } from '@/content/services'
import { buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { ServiceChatLink } from '@/components/services/service-chat-link'
import { ServiceArt } from '@/components/art/service-art'

// Each service drawn as what it becomes; its title leads to its row on /servicos, and its one
// action is a conversation about it (one action a card: docs/design.md, "The next step").
export function FeaturedServices() {
  const { services } = homePage
  return (
    <Section aria-labelledby="servicos-destaque">
      <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
        <SectionHeading id="servicos-destaque" title={services.title} lead={services.lead} />
        <Link
          href={services.cta.href}
          className={buttonVariants({
            variant: 'outline',
            size: 'lg',
            className: 'self-start lg:self-auto',
          })}
        >
          {services.cta.label}
          <Icon name="ArrowRight" className="size-5" />
        </Link>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {featuredServices.map((service) => (
          <li
            key={service.id}
            className="row-span-4 grid grid-rows-subgrid gap-y-3 surface-card p-4 sm:p-5"
          >
            <ServiceArt service={service} className="mb-3" />
            <h3 className="px-2 text-xl font-semibold tracking-tight sm:px-3">
              <Link
                href={sectionHref('services', service.id)}
                className="group touch-row gap-3 hover:text-brand"
              >
                <Icon name={service.icon} className="text-brand" />
                {service.title}
                <Icon
                  name="ArrowRight"
                  className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                />
              </Link>
            </h3>
            <p className="px-2 text-pretty text-muted-foreground sm:px-3">{service.description}</p>
            <ServiceChatLink service={service} className="mx-2 text-link self-start sm:mx-3" />
          </li>
        ))}
      </ul>
    </Section>
  )
}
