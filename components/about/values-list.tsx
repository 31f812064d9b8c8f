import { about, aboutPage } from '@/content/about'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

export function ValuesList() {
  return (
    <Section aria-labelledby="valores">
      <SectionHeading id="valores" title={aboutPage.valuesTitle} lead={aboutPage.valuesLead} />
      <ol className="mt-10 grid gap-x-12 sm:grid-cols-2">
        {about.values.map((value, index) => (
          <li key={value} className="flex items-baseline gap-2 border-t border-border py-6">
            {/* One width for every number, so the values start on one line (01 is narrower than 04). */}
            <span
              aria-hidden="true"
              className="w-8 shrink-0 text-lg font-bold text-brand tabular-nums"
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            <span className="text-lg font-medium text-pretty">{value}</span>
          </li>
        ))}
      </ol>
    </Section>
  )
}
