import { services } from '@/content/services'
import { servicesPage } from '@/content/services-page'
import { Section } from '@/components/ui/section'
import { ServiceCard } from './service-card'

export function ServicesGrid() {
  return (
    <Section aria-labelledby="lista-servicos">
      <h2 id="lista-servicos" className="sr-only">
        {servicesPage.gridTitle}
      </h2>
      <ul className="balanced-grid">
        {services.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} headingLevel="h3" withHighlights />
          </li>
        ))}
      </ul>
    </Section>
  )
}
