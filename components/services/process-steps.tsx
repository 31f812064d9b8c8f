import { processSteps } from '@/content/services'
import { servicesPage } from '@/content/services-page'
import { Icon } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

export function ProcessSteps() {
  return (
    <Section tone="muted" aria-labelledby="como-trabalhamos">
      <SectionHeading
        id="como-trabalhamos"
        eyebrow={servicesPage.processEyebrow}
        title={servicesPage.processTitle}
        lead={servicesPage.processLead}
      />
      <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {processSteps.map((step, index) => (
          <li key={step.title} className="relative surface-card p-6">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <Icon name={step.icon} className="size-5 text-brand" />
            </div>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-pretty text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
