import Link from 'next/link'
import { sectionHref } from '@/content/pages'
import { services } from '@/content/services'
import { servicesPage } from '@/content/services-page'
import { Icon } from '@/components/ui/icon'

// The page at a glance, beside its title: each service one tap away.
export function ServicesIndex() {
  return (
    <nav aria-labelledby="indice-servicos" className="surface-card p-6">
      <h2 id="indice-servicos" className="text-sm font-semibold text-muted-foreground">
        {servicesPage.indexTitle}
      </h2>
      <ul className="mt-2 divide-y divide-border">
        {services.map((service) => (
          <li key={service.id}>
            <Link
              href={sectionHref('services', service.id)}
              className="group touch-row justify-between py-2 font-medium hover:text-brand"
            >
              <span className="flex items-center gap-3">
                <Icon name={service.icon} className="size-5 text-brand" />
                {service.title}
              </span>
              <Icon name="ArrowRight" className="size-4 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
