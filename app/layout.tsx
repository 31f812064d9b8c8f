import type { Metadata, Viewport } from 'next'
import { companyLinks } from '@/components/company-links'
import { AppToaster } from '@/components/layout/app-toaster'
import { FloatingWhatsApp } from '@/components/layout/floating-whatsapp'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { ScrollManager } from '@/components/layout/scroll-manager'
import { PreviewBadge } from '@/components/layout/preview-badge'
import { MAIN_ID, SkipLink } from '@/components/layout/skip-link'
import { ThemeProvider } from '@/components/layout/theme-provider'
import { company } from '@/content/company'
import { pages } from '@/content/pages'
import { isPreview, siteUrl } from '@/content/site'
import { sans } from './fonts'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: pages.home.title, template: `%s | ${company.name}` },
  description: pages.home.description,
  applicationName: company.name,
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0b1120' },
  ],
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR" className="dark" suppressHydrationWarning>
      <body className={`${sans.variable} flex min-h-dvh flex-col font-sans`}>
        <ThemeProvider>
          <SkipLink />
          <Header />
          <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <Footer />
          <FloatingWhatsApp href={companyLinks.chat} />
          <AppToaster />
          <ScrollManager />
          {isPreview && <PreviewBadge />}
        </ThemeProvider>
      </body>
    </html>
  )
}
