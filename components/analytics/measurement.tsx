import { lazy } from 'react'

// Compared inline rather than read from config/settings.ts, so that the compiler leaves the
// measuring code out of a build that does not measure, down to the last byte.
const MeasurementScripts =
  process.env.NEXT_PUBLIC_ANALYTICS === 'vercel'
    ? lazy(() =>
        import('./measurement-scripts').then((scripts) => ({
          default: scripts.MeasurementScripts,
        })),
      )
    : null

/**
 * Vercel Web Analytics and Speed Insights after `children`, in a build that measures; in any
 * other build, `children` alone, so its pages are what they were without measurement.
 *
 * The referrer policy gives the site's own requests its origin only, never a page's address:
 * neither the beacons' Referer nor the next page's document.referrer (which a page view reports,
 * out of beforeSend's reach) carries /buscar/?q= and its search term.
 */
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
