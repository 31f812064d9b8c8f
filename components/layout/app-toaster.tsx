'use client'

import { useSyncExternalStore } from 'react'
import type { ToasterProps } from 'sonner'
import { toastRegionLabel } from '@/content/shell'
import { useSonner } from '@/hooks/use-toast'

const DESKTOP = '(min-width: 1024px)'
/** The sticky header's height (app/globals.css) and a small gap. */
const BELOW_HEADER = 'calc(var(--spacing-header) + 0.5rem)'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(DESKTOP)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * Unstyled: the toast wears the site's font and colour tokens, which follow the theme by
 * themselves. No `theme` is passed, as sonner's dark theme recolours the description.
 */
const toastOptions: ToasterProps['toastOptions'] = {
  unstyled: true,
  classNames: {
    toast:
      'flex w-full items-start gap-3 rounded-xl border border-l-4 border-border bg-card p-4 font-sans text-card-foreground shadow-lg',
    error: 'border-l-destructive *:data-icon:text-destructive',
    success: 'border-l-success *:data-icon:text-success',
    icon: 'mt-0.5 shrink-0',
    title: 'font-semibold',
    description: 'mt-0.5 text-sm text-muted-foreground',
  },
}

/**
 * The single toast region, one toast at a time. On a desktop it sits at the bottom left, beside
 * the contact form and clear of the WhatsApp button; on a phone or tablet, just below the
 * header, where the on-screen keyboard that the focused field brings up does not hide it.
 */
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
    />
  )
}
