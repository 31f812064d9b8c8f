import {
  EMPTY_CONTACT,
  firstInvalidField,
  isEmptyDraft,
  isValidEmail,
  missingFields,
  parseDraft,
  validateContact,
} from './contact-form'

const filled = {
  name: 'Ana',
  email: 'ana@empresa.com.br',
  phone: '',
  subject: 'Outros',
  message: 'Olá',
}

describe('contact form rules', () => {
  it('requires name, email, subject and message, but not phone', () => {
    expect(missingFields(EMPTY_CONTACT)).toEqual(['name', 'email', 'subject', 'message'])
    expect(missingFields(filled)).toEqual([])
  })

  it('treats blank values as empty', () => {
    expect(missingFields({ ...filled, name: '   ', message: '\n\t' })).toEqual(['name', 'message'])
  })

  it('reports missing fields before the e-mail format', () => {
    expect(validateContact({ ...filled, email: 'nope', message: '' })).toEqual({
      message: 'required',
    })
    expect(validateContact({ ...filled, email: 'nope' })).toEqual({ email: 'email' })
    expect(validateContact(filled)).toEqual({})
  })

  it('checks e-mails like the email input type does', () => {
    expect(isValidEmail('ana@empresa.com.br')).toBe(true)
    expect(isValidEmail('a.b+c@sub.dominio.com')).toBe(true)
    expect(isValidEmail('ana@localhost')).toBe(true)
    expect(isValidEmail('ana')).toBe(false)
    expect(isValidEmail('ana@')).toBe(false)
    expect(isValidEmail('ana@@empresa.com')).toBe(false)
    expect(isValidEmail('ana @empresa.com')).toBe(false)
    expect(isValidEmail('ana@-empresa.com')).toBe(false)
  })

  it('names the first invalid field in form order', () => {
    expect(firstInvalidField({ message: 'required', email: 'required' })).toBe('email')
    expect(firstInvalidField({})).toBeUndefined()
  })

  it('parses a stored draft defensively', () => {
    expect(parseDraft(null)).toBeNull()
    expect(parseDraft('not json')).toBeNull()
    expect(parseDraft('42')).toBeNull()
    expect(parseDraft(JSON.stringify({ name: 'Ana', email: 7, extra: 'x' }))).toEqual({
      ...EMPTY_CONTACT,
      name: 'Ana',
    })
  })

  it('knows an empty draft', () => {
    expect(isEmptyDraft(EMPTY_CONTACT)).toBe(true)
    expect(isEmptyDraft({ ...EMPTY_CONTACT, phone: '6' })).toBe(false)
  })
})
