import { lazy, Suspense } from 'react'

// Compared inline, not read from config/settings.ts, so the compiler drops it when not measuring.
const MeasurementScripts =
  process.env.NEXT_PUBLIC_ANALYTICS === 'vercel'
    ? lazy(() =>
        import('./measurement-scripts').then((scripts) => ({
          default: scripts.MeasurementScripts,
        })),
      )
    : null

// Why the referrer policy: docs/measurement.md. The lazy parts in a boundary of their own: without
// one, while their code is on its way, every later update waits, typing included.
export function Measurement({ children }: { children: React.ReactNode }) {
  if (!MeasurementScripts) return children
  return (
    <>
      {children}
      <meta name="referrer" content="strict-origin" />
      <Suspense fallback={null}>
        <MeasurementScripts />
      </Suspense>
    </>
  )
}
