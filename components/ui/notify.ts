import { requestToaster, toasterReady } from '@/components/layout/toaster-state'
import { TOAST_ID, toasts, type ToastKey } from '@/content/toasts'

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
