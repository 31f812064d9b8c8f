import { toast } from 'sonner'
import { TOAST_ID, toasts, type ToastKey } from '@/content/toasts'

/** Shows a catalogue toast. One fixed id, so a new toast replaces the one on screen. */
export function notify(key: ToastKey): void {
  const { title, description, duration, tone } = toasts[key]
  const show = tone === 'success' ? toast.success : toast.error
  show(title, { id: TOAST_ID, description, duration })
}
