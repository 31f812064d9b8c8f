import { processSteps } from '@/content/services'
import { servicesPage } from '@/content/services-page'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

// A numbered timeline: each step a node on the line, its number saying the order.
export function ProcessSteps() {
  return (
    <Section tone="muted" aria-labelledby="como-trabalhamos">
      <SectionHeading
        id="como-trabalhamos"
        title={servicesPage.processTitle}
        lead={servicesPage.processLead}
      />
      <ol className="mt-14 grid gap-x-8 gap-y-12 md:grid-cols-2 lg:grid-cols-3">
        {processSteps.map((step, index) => (
          <li
            key={step.title}
            className="row-span-3 grid grid-rows-subgrid gap-y-3 border-t-2 border-border"
          >
            <span
              aria-hidden="true"
              className="-mt-5 flex size-10 items-center justify-center rounded-full border-2 border-primary bg-muted font-bold"
            >
              {index + 1}
            </span>
            <h3 className="text-lg font-semibold">{step.title}</h3>
            <p className="text-pretty text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
