'use client'

import { useTheme } from 'next-themes'
import { Toaster } from 'sonner'
import { toastRegionLabel } from '@/content/shell'

type ToasterTheme = 'light' | 'dark' | 'system'

/** The single toast region: one visible toast, in the site's theme, clear of the header. */
export function AppToaster() {
  const { theme } = useTheme()
  return (
    <Toaster
      theme={(theme ?? 'system') as ToasterTheme}
      position="top-center"
      visibleToasts={1}
      offset={{ top: 80 }}
      mobileOffset={{ top: 72 }}
      containerAriaLabel={toastRegionLabel}
    />
  )
}
