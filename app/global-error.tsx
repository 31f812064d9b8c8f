'use client'

import { BrandBar } from '@/components/errors/brand-bar'
import { ErrorPanel } from '@/components/errors/error-panel'
import { company } from '@/content/company'
import { globalErrorPage } from '@/content/errors'
import { usePageTheme } from '@/hooks/use-page-theme'
import { fullTitle } from '@/lib/metadata'
import { plusJakartaSans } from './fonts'
import './globals.css'

// Replaces the root layout, so it brings its own document, styles and font.
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const theme = usePageTheme()
  return (
    <html lang="pt-BR" className={theme}>
      <head>
        <title>{fullTitle(company, { title: globalErrorPage.documentTitle })}</title>
      </head>
      <body className={`${plusJakartaSans.variable} flex min-h-dvh flex-col font-sans`}>
        <BrandBar />
        <main className="flex-1">
          <ErrorPanel copy={globalErrorPage} onRetry={retry} />
        </main>
      </body>
    </html>
  )
}
