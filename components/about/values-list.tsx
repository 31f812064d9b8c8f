import { about, aboutPage } from '@/content/about'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

export function ValuesList() {
  return (
    <Section aria-labelledby="valores">
      <SectionHeading id="valores" title={aboutPage.valuesTitle} lead={aboutPage.valuesLead} />
      <ol className="mt-10 grid gap-x-12 sm:grid-cols-2">
        {about.values.map((value, index) => (
          <li key={value} className="flex items-baseline gap-4 border-t border-border py-6">
            <span aria-hidden="true" className="text-lg font-bold text-brand">
              {String(index + 1).padStart(2, '0')}
            </span>
            <span className="text-lg font-medium text-pretty">{value}</span>
          </li>
        ))}
      </ol>
    </Section>
  )
}
