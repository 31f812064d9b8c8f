import type { Metadata, Viewport } from 'next'
import { appleTouchIcon, ICO_ICON_URL, SVG_ICON_URL } from '@/lib/app-icons'
import { companyLinks } from '@/content/company-links'
import { AppToaster } from '@/components/layout/app-toaster'
import { FloatingWhatsApp } from '@/components/layout/floating-whatsapp'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { HydrationMarker } from '@/components/layout/hydration-marker'
import { Measurement } from '@/components/analytics/measurement'
import { ScrollManager } from '@/components/layout/scroll-manager'
import { PreviewBadge } from '@/components/layout/preview-badge'
import { DemoNotice } from '@/components/layout/demo-notice'
import { MAIN_ID, SkipLink } from '@/components/layout/skip-link'
import { ThemeProvider } from '@/components/layout/theme-provider'
import { company } from '@/content/company'
import { pages } from '@/content/pages'
import { missingFacts } from '@/content/placeholders'
import { ALLOWS_PLACEHOLDERS, IS_PREVIEW, IS_PRODUCTION, SITE_URL } from '@/config/settings'
import { palettes } from '@/lib/palette'
import { launchRefusal } from '@/lib/placeholders'
import { titleTemplate } from '@/lib/metadata'
import { plusJakartaSans } from './fonts'
import './globals.css'

// Every build renders this layout: the production one stops here on a placeholder (docs/launch.md).
const refusal = launchRefusal(missingFacts, {
  production: IS_PRODUCTION,
  allowsPlaceholders: ALLOWS_PLACEHOLDERS,
})
if (refusal) throw new Error(refusal)

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: pages.home.title, template: titleTemplate(company.name) },
  description: pages.home.description,
  applicationName: company.name,
  // public/favicon.ico, for the clients that ignore SVG icons.
  icons: {
    icon: [
      { url: ICO_ICON_URL, sizes: '32x32', type: 'image/x-icon' },
      { url: SVG_ICON_URL, type: 'image/svg+xml' },
    ],
    apple: [{ url: appleTouchIcon.url, sizes: '180x180', type: 'image/png' }],
  },
}

// The exported page's, dark; the head script puts one that follows the theme shown before it.
export const viewport: Viewport = { themeColor: palettes.dark.background }

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR" className="dark" suppressHydrationWarning>
      <body className={`${plusJakartaSans.variable} relative flex min-h-dvh flex-col font-sans`}>
        <ThemeProvider>
          <SkipLink />
          {ALLOWS_PLACEHOLDERS && missingFacts.length > 0 && <DemoNotice missing={missingFacts} />}
          <Header />
          <main id={MAIN_ID} tabIndex={-1} className="outline-none">
            {children}
          </main>
          {/* Grows rather than being pushed down: docs/performance.md, "The first paint". */}
          <Footer className="flex-1" />
          <FloatingWhatsApp href={companyLinks.chat} />
          <AppToaster />
          <ScrollManager />
          {IS_PREVIEW && <PreviewBadge missing={missingFacts} />}
          <Measurement>
            <HydrationMarker />
          </Measurement>
        </ThemeProvider>
      </body>
    </html>
  )
}
