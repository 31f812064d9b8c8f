'use client'

import { useEffect, useRef } from 'react'
import { CONTACT_DRAFT_STORAGE_KEY } from '@/config/settings'
import { isEmptyDraft, parseDraft, type ContactValues } from '@/lib/contact-form'

function readDraft(): ContactValues | null {
  try {
    return parseDraft(window.sessionStorage.getItem(CONTACT_DRAFT_STORAGE_KEY))
  } catch {
    return null
  }
}

function writeDraft(values: ContactValues): void {
  try {
    if (isEmptyDraft(values)) window.sessionStorage.removeItem(CONTACT_DRAFT_STORAGE_KEY)
    else window.sessionStorage.setItem(CONTACT_DRAFT_STORAGE_KEY, JSON.stringify(values))
  } catch {
    // Blocked or full storage: the draft simply is not kept.
  }
}

// So a reload, or an in-app browser that reuses the tab for WhatsApp, loses nothing.
export function useSessionDraft(
  values: ContactValues,
  restore: (draft: ContactValues | null) => void,
) {
  const restored = useRef(false)
  const skipFirstWrite = useRef(true)

  useEffect(() => {
    if (restored.current) return
    restored.current = true
    restore(readDraft())
  }, [restore])

  useEffect(() => {
    if (skipFirstWrite.current) {
      skipFirstWrite.current = false
      return
    }
    writeDraft(values)
  }, [values])
}
