import { about, aboutPage } from '@/content/about'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

export function ValuesList() {
  return (
    <Section aria-labelledby="valores">
      <SectionHeading id="valores" title={aboutPage.valuesTitle} lead={aboutPage.valuesLead} />
      <ol className="mt-12 grid gap-6 sm:grid-cols-2">
        {about.values.map((value, index) => (
          <li key={value} className="flex items-start gap-4 surface-card p-6">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <span className="pt-1.5 text-lg font-medium text-pretty">{value}</span>
          </li>
        ))}
      </ol>
    </Section>
  )
}
