import { previewBadge } from '@/content/shell'

/** Marks Vercel preview deploys so nobody mistakes them for the live site. */
export function PreviewBadge() {
  return (
    <p
      data-preview-badge
      title={previewBadge.description}
      className="fixed bottom-4 left-4 z-30 rounded-full border border-border bg-background px-3 py-1.5 text-xs font-semibold tracking-wide text-foreground uppercase shadow-lg"
    >
      {previewBadge.label}
      <span className="sr-only">: {previewBadge.description}</span>
    </p>
  )
}
