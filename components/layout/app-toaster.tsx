'use client'

import { useSyncExternalStore } from 'react'
import type { ToasterProps } from 'sonner'
import { toastRegionLabel } from '@/content/shell'
import { useSonner } from '@/hooks/use-toast'
import { atLeast } from '@/lib/layout'

const DESKTOP = atLeast('lg')
const BELOW_HEADER = 'calc(var(--spacing-header) + 0.5rem)'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(DESKTOP)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

// No `theme`: sonner's dark theme recolours the description; the tokens follow the theme anyway.
const toastOptions: ToasterProps['toastOptions'] = {
  unstyled: true,
  classNames: {
    toast:
      'flex w-full items-start gap-3 rounded-xl border border-l-4 border-border bg-card p-4 font-sans text-card-foreground lifted',
    error: 'border-l-destructive *:data-icon:text-destructive',
    success: 'border-l-success *:data-icon:text-success',
    icon: 'mt-0.5 shrink-0',
    title: 'font-semibold',
    description: 'mt-0.5 text-sm text-muted-foreground',
  },
}

// Below lg at the top, where the keyboard a focused field brings up does not hide it.
export function AppToaster() {
  const desktop = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP).matches,
    () => false,
  )
  const sonner = useSonner()
  if (!sonner) return null
  return (
    <sonner.Toaster
      position={desktop ? 'bottom-left' : 'top-center'}
      visibleToasts={1}
      offset={desktop ? 24 : { top: BELOW_HEADER }}
      mobileOffset={{ top: BELOW_HEADER }}
      toastOptions={toastOptions}
      containerAriaLabel={toastRegionLabel}
      className="print:hidden"
    />
  )
}
