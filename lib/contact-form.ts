import { truncateCodePoints } from './text'

export type ContactValues = {
  name: string
  email: string
  phone: string
  subject: string
  message: string
}

export type ContactField = keyof ContactValues
export type FieldError = 'required' | 'email'
export type ContactErrors = Partial<Record<ContactField, FieldError>>

export const CONTACT_FIELDS: ContactField[] = ['name', 'email', 'phone', 'subject', 'message']
const REQUIRED_FIELDS: ContactField[] = ['name', 'email', 'subject', 'message']

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
}

// The "valid e-mail address" rule of the HTML email input (WHATWG).
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim())
}

function missingFields(values: ContactValues): ContactField[] {
  return REQUIRED_FIELDS.filter((field) => !values[field].trim())
}

// Required fields first (the toast case); the e-mail format only once everything is filled.
export function validateContact(values: ContactValues): ContactErrors {
  const missing = missingFields(values)
  if (missing.length > 0) return Object.fromEntries(missing.map((field) => [field, 'required']))
  return isValidEmail(values.email) ? {} : { email: 'email' }
}

export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field])
}

export function parseDraft(raw: string | null): ContactValues | null {
  if (!raw) return null
  try {
    const data: unknown = JSON.parse(raw)
    if (!data || typeof data !== 'object') return null
    const record = data as Record<string, unknown>
    const draft = { ...EMPTY_CONTACT }
    for (const field of CONTACT_FIELDS) {
      const value = record[field]
      if (typeof value === 'string') draft[field] = value
    }
    return draft
  } catch {
    return null
  }
}

export function isEmptyDraft(values: ContactValues): boolean {
  return CONTACT_FIELDS.every((field) => !values[field])
}

// What was typed before hydration is newer than any stored draft.
export function startingValues(
  draft: ContactValues | null,
  typed: Partial<ContactValues>,
  limits: Partial<Record<ContactField, number>>,
): ContactValues {
  const start = { ...EMPTY_CONTACT, ...draft }
  for (const field of CONTACT_FIELDS) {
    const value = typed[field]
    if (value) start[field] = value
    start[field] = truncateCodePoints(start[field], limits[field] ?? Infinity)
  }
  return start
}
