'use client'

import { useCallback, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { CONTACT_LIMITS } from '@/config/settings'
import { contactForm } from '@/content/contact'
import { notify } from './use-toast'
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  firstInvalidField,
  isEmptyDraft,
  startingValues,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '@/lib/contact-form'
import { truncateCodePoints } from '@/lib/text'
import { useSessionDraft } from './use-session-draft'
import { buildContactMessage } from '@/lib/whatsapp'
import { chatUrl } from '@/content/company-links'
import { HAND_OFF_EVENT } from '@/lib/analytics'

// Long enough for the "Enviando…" state to be seen.
const SUBMIT_FEEDBACK_MS = 600

const messageCopy = { header: contactForm.messageHeader, labels: contactForm.messageLabels }

// What was typed before React knew about the fields.
function typedValues(form: HTMLFormElement | null): Partial<ContactValues> {
  const typed: Partial<ContactValues> = {}
  for (const field of CONTACT_FIELDS) {
    const control = form?.elements.namedItem(field)
    if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    ) {
      typed[field] = control.value
    }
  }
  return typed
}

export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT)
  const [errors, setErrors] = useState<ContactErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const [sentUrl, setSentUrl] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  const restore = useCallback((draft: ContactValues | null) => {
    const start = startingValues(draft, typedValues(formRef.current), CONTACT_LIMITS)
    if (!isEmptyDraft(start)) setValues(start)
  }, [])
  useSessionDraft(values, restore)

  function change(field: ContactField, value: string) {
    const max = field === 'subject' ? Infinity : CONTACT_LIMITS[field]
    setValues((current) => ({ ...current, [field]: truncateCodePoints(value, max) }))
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
  }

  function focusField(field: ContactField) {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus()
  }

  // Synchronous up to window.open, so the browser still sees the click that opens the tab.
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (submitting) return
    const found = validateContact(values)
    const invalid = firstInvalidField(found)
    setErrors(found)
    if (invalid) {
      if (found[invalid] === 'required') notify('requiredFields')
      focusField(invalid)
      return
    }
    flushSync(() => setSubmitting(true))
    try {
      const url = chatUrl(buildContactMessage(values, messageCopy))
      window.open(url, '_blank', 'noopener,noreferrer')
      // Compared inline, so that a build that does not measure drops it.
      if (process.env.NEXT_PUBLIC_ANALYTICS === 'vercel')
        form.dispatchEvent(new Event(HAND_OFF_EVENT, { bubbles: true }))
      notify('sent')
      setSentUrl(url)
      setValues(EMPTY_CONTACT)
    } catch {
      setSentUrl(null)
      notify('sendFailed')
    } finally {
      window.setTimeout(() => setSubmitting(false), SUBMIT_FEEDBACK_MS)
    }
  }

  return { values, errors, submitting, sentUrl, formRef, change, submit }
}
