'use client'

import { useTheme } from 'next-themes'
import { useEffect, useState } from 'react'
import { toastRegionLabel } from '@/content/shell'
import { onFirstInteraction } from './on-first-interaction'
import { onToasterRequested, requestToaster, setToasterReady } from './toaster-state'

type ToasterComponent = typeof import('sonner').Toaster
type ToasterTheme = 'light' | 'dark' | 'system'

/**
 * The single toast region: one visible toast, in the site's theme, clear of the header. Every
 * toast answers an interaction, so sonner is loaded at the first one, or at the first toast
 * when that interaction came before this component was listening, and stays out of the first
 * load.
 */
export function AppToaster() {
  const { theme } = useTheme()
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null)

  useEffect(() => {
    const stopWatching = onFirstInteraction(requestToaster)
    const stopListening = onToasterRequested(() => {
      import('sonner')
        .then((module) => setToaster(() => module.Toaster))
        .catch(() => {
          // No toaster when its code cannot load; forms show their messages inline.
        })
    })
    return () => {
      stopWatching()
      stopListening()
    }
  }, [])

  useEffect(() => {
    if (Toaster) setToasterReady()
  }, [Toaster])

  if (!Toaster) return null
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
