'use client'

import { useEffect, useState } from 'react'
import { TOAST_ID } from '@/config/settings'
import { toasts, type ToastKey } from '@/content/toasts'
import { useFirstInteraction } from './use-first-interaction'

// Either side may come first: a toast asks for the toaster, then waits until it listens.
let requested = false
const requestListeners = new Set<() => void>()

let markReady: () => void = () => {}

const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve
})

function requestToaster(): void {
  if (requested) return
  requested = true
  requestListeners.forEach((listener) => listener())
  requestListeners.clear()
}

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

// One fixed id, so a new toast replaces the one on screen.
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

// Every toast answers an interaction, so sonner waits for the first one.
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
