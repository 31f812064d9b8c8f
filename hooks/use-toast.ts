'use client'

import { useEffect, useState } from 'react'
import { TOAST_ID } from '@/config/settings'
import { toasts, type ToastKey } from '@/content/toasts'
import { useFirstInteraction } from './use-first-interaction'

// The lazily loaded <Toaster> and the toasts raised for it meet here. Either side may come first:
// a toast asks for the toaster, which loads even when the interaction that raised the toast went
// by before the layout started watching for one, and the toast waits until the toaster listens.
let requested = false
const requestListeners = new Set<() => void>()

let markReady: () => void = () => {}

/** Resolves once the toaster listens, so no toast is raised into the void. */
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve
})

/** Asks for the toaster to load; only the first request counts. */
function requestToaster(): void {
  if (requested) return
  requested = true
  requestListeners.forEach((listener) => listener())
  requestListeners.clear()
}

/** Runs `listener` at the first request, at once if it has been made. Returns a stop function. */
function onToasterRequested(listener: () => void): () => void {
  if (requested) {
    listener()
    return () => {}
  }
  requestListeners.add(listener)
  return () => {
    requestListeners.delete(listener)
  }
}

/**
 * Shows a catalogue toast once the toaster is listening. One fixed id, so a new toast replaces
 * the one on screen.
 */
export function notify(key: ToastKey): Promise<void> {
  const { title, description, duration, tone } = toasts[key]
  requestToaster()
  return Promise.all([import('sonner'), toasterReady])
    .then(([{ toast }]) => {
      const show = tone === 'success' ? toast.success : toast.error
      show(title, { id: TOAST_ID, description, duration })
    })
    .catch(() => {
      // The toast code failed to load (offline): the inline messages still tell the visitor.
    })
}

type Sonner = typeof import('sonner')

/**
 * sonner, loaded at the visitor's first interaction or at the first toast, whichever comes
 * first: every toast answers an interaction, so it stays out of the first load.
 */
export function useSonner(): Sonner | null {
  const [sonner, setSonner] = useState<Sonner | null>(null)

  useFirstInteraction(requestToaster)
  useEffect(
    () =>
      onToasterRequested(() => {
        import('sonner').then(setSonner).catch(() => {
          // No toaster when its code cannot load; forms show their messages inline.
        })
      }),
    [],
  )
  useEffect(() => {
    if (sonner) markReady()
  }, [sonner])

  return sonner
}
