'use client'

import { useTheme } from 'next-themes'
import { toastRegionLabel } from '@/content/shell'
import { useSonner } from '@/hooks/use-toast'

type ToasterTheme = 'light' | 'dark' | 'system'

/** The single toast region: one visible toast, in the site's theme, clear of the header. */
export function AppToaster() {
  const { theme } = useTheme()
  const sonner = useSonner()
  if (!sonner) return null
  return (
    <sonner.Toaster
      theme={(theme ?? 'system') as ToasterTheme}
      position="top-center"
      visibleToasts={1}
      offset={{ top: 80 }}
      mobileOffset={{ top: 72 }}
      containerAriaLabel={toastRegionLabel}
    />
  )
}
