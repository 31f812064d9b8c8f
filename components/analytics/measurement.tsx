import { lazy } from 'react'

// Compared inline, not read from config/settings.ts, so the compiler drops it when not measuring.
const MeasurementScripts =
  process.env.NEXT_PUBLIC_ANALYTICS === 'vercel'
    ? lazy(() =>
        import('./measurement-scripts').then((scripts) => ({
          default: scripts.MeasurementScripts,
        })),
      )
    : null

// Why the referrer policy: docs/measurement.md.
export function Measurement({ children }: { children: React.ReactNode }) {
  if (!MeasurementScripts) return children
  return (
    <>
      {children}
      <meta name="referrer" content="strict-origin" />
      <MeasurementScripts />
    </>
  )
}
