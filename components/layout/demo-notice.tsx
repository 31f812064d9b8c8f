import { demoNotice } from '@/content/shell'
import type { MissingFact } from '@/lib/placeholders'

export function DemoNotice({ missing }: { missing: MissingFact[] }) {
  return (
    <aside
      aria-label={demoNotice.label}
      className="border-b border-border bg-muted px-4 py-2 text-center text-sm text-foreground"
    >
      <p>{demoNotice.text(missing.map((fact) => fact.label))}</p>
    </aside>
  )
}
