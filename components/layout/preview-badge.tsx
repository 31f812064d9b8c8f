import { previewBadge } from '@/content/shell'
import type { MissingFact } from '@/lib/placeholders'

const pill =
  'rounded-full border border-border bg-background px-3 py-1.5 text-xs font-semibold tracking-wide text-foreground uppercase lifted'

/** Room below the footer, so that at the end of a page the badge covers none of its lines. */
const room = <div aria-hidden className="hidden h-16 bg-muted sm:block print:hidden" />

export function PreviewBadge({ missing }: { missing: MissingFact[] }) {
  if (missing.length === 0) {
    return (
      <>
        {room}
        <p
          data-preview-badge
          title={previewBadge.description}
          className={`fixed bottom-4 left-4 z-30 print:hidden ${pill}`}
        >
          {previewBadge.label}
          <span className="sr-only">: {previewBadge.description}</span>
        </p>
      </>
    )
  }
  return (
    <>
      {room}
      <details data-preview-badge className="fixed bottom-4 left-4 z-30 print:hidden">
        <summary
          title={previewBadge.description}
          className={`flex min-h-11 cursor-pointer items-center ${pill}`}
        >
          {previewBadge.label} · {previewBadge.missing(missing.length)}
          <span className="sr-only">: {previewBadge.description}</span>
        </summary>
        <div className="absolute bottom-full left-0 mb-2 w-80 max-w-[calc(100vw-6.5rem)] rounded-xl border border-border bg-background p-4 text-sm text-foreground lifted">
          <p className="font-semibold">{previewBadge.missingTitle}</p>
          <ul className="mt-2 space-y-1">
            {missing.map((fact) => (
              <li key={fact.key}>{fact.label}</li>
            ))}
          </ul>
        </div>
      </details>
    </>
  )
}
