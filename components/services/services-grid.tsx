import { services } from '@/content/services'
import { servicesPage } from '@/content/services-page'
import { ServiceArt } from '@/components/art/service-art'
import { CheckList } from '@/components/ui/check-list'
import { Section } from '@/components/ui/section'
import { ServiceChatLink } from './service-chat-link'

// One row a service: its drawing (from lg), what it is, what it includes, and a conversation.
export function ServicesGrid() {
  return (
    <Section aria-labelledby="lista-servicos" className="pt-4 sm:pt-8">
      <h2 id="lista-servicos" className="sr-only">
        {servicesPage.gridTitle}
      </h2>
      <ul className="divide-y divide-border">
        {services.map((service) => (
          <li key={service.id}>
            <article
              id={service.id}
              className="grid target-highlight items-center gap-6 rounded-2xl py-10 lg:grid-cols-[14rem_1fr_18rem] lg:gap-x-10"
            >
              <ServiceArt service={service} className="hidden lg:flex" />
              <div>
                <h3 className="text-2xl font-bold tracking-tight">{service.title}</h3>
                <p className="mt-3 max-w-2xl text-lg text-pretty text-muted-foreground">
                  {service.description}
                </p>
              </div>
              <div>
                <CheckList items={service.highlights} className="space-y-2" />
                <ServiceChatLink service={service} className="mt-4 text-link" />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}
