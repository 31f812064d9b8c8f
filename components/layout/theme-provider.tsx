'use client'

import { ThemeProvider as NextThemesProvider } from 'next-themes'
import { THEME_STORAGE_KEY } from '@/config/settings'

/**
 * next-themes owns the theme once the page has hydrated: it starts from the saved choice (the
 * head script's, for a switch before hydration), saves each switch and follows the OS while
 * nothing is saved. `disableTransitionOnChange` stays off, as it restyles every element on
 * hydrating (docs/performance.md); the toggle holds transitions only for a switch.
 */
export function ThemeProvider({ children }: { children: React.ReactNode }) {
  return (
    <NextThemesProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      storageKey={THEME_STORAGE_KEY}
    >
      {children}
    </NextThemesProvider>
  )
}
