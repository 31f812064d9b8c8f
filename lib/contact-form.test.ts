import {
  EMPTY_CONTACT,
  firstInvalidField,
  isEmptyDraft,
  parseDraft,
  startingValues,
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
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
    })
    expect(validateContact({ ...filled, phone: '' })).toEqual({})
  })

  it('treats blank values as empty', () => {
    expect(validateContact({ ...filled, name: '   ', message: '\n\t' })).toEqual({
      name: 'required',
      message: 'required',
    })
  })

  it('reports missing fields before the e-mail format', () => {
    expect(validateContact({ ...filled, email: 'nope', message: '' })).toEqual({
      message: 'required',
    })
    expect(validateContact({ ...filled, email: 'nope' })).toEqual({ email: 'email' })
    expect(validateContact(filled)).toEqual({})
  })

  it('checks e-mails like the email input type does', () => {
    const emailError = (email: string) => validateContact({ ...filled, email }).email
    expect(emailError('ana@empresa.com.br')).toBeUndefined()
    expect(emailError('a.b+c@sub.dominio.com')).toBeUndefined()
    expect(emailError('ana@localhost')).toBeUndefined()
    expect(emailError(' ana@empresa.com.br ')).toBeUndefined()
    for (const email of [
      'ana',
      'ana@',
      'ana@@empresa.com',
      'ana @empresa.com',
      'ana@-empresa.com',
    ]) {
      expect(emailError(email)).toBe('email')
    }
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

  it('starts from the draft, under what was typed before the page ran', () => {
    expect(startingValues(null, {}, {})).toEqual(EMPTY_CONTACT)
    expect(startingValues(filled, {}, {})).toEqual(filled)
    expect(
      startingValues(filled, { name: 'Bia', email: '', subject: 'Suporte Técnico' }, {}),
    ).toEqual({ ...filled, name: 'Bia', subject: 'Suporte Técnico' })
  })

  it('cuts each starting value to its limit by code points', () => {
    const start = startingValues(
      { ...filled, name: 'Ana Souza' },
      { message: '😀'.repeat(5) },
      { name: 3, message: 2 },
    )
    expect(start.name).toBe('Ana')
    expect(start.message).toBe('😀😀')
    expect(start.email).toBe(filled.email)
  })
})
