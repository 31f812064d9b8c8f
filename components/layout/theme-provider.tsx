'use client'

import { ThemeProvider as NextThemesProvider } from 'next-themes'
import { THEME_STORAGE_KEY } from '@/config/settings'

/**
 * Without next-themes' `disableTransitionOnChange`: it applies the theme again when the page
 * hydrates, and that option then adds and removes a stylesheet that restyles every element twice
 * (100 ms of a throttled phone's main thread). The toggle holds transitions itself, and only
 * when the visitor switches (theme-toggle.tsx).
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
