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
  it('requires name, email, subject and message, but not phone; blanks count as empty', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
    })
    expect(validateContact({ ...filled, name: '   ', message: '\n\t' })).toEqual({
      name: 'required',
      message: 'required',
    })
    expect(validateContact(filled)).toEqual({})
  })

  it('reports missing fields before the e-mail format', () => {
    expect(validateContact({ ...filled, email: 'nope', message: '' })).toEqual({
      message: 'required',
    })
    expect(validateContact({ ...filled, email: 'nope' })).toEqual({ email: 'email' })
  })

  it('checks e-mails like the email input type does', () => {
    const emailError = (email: string) => validateContact({ ...filled, email }).email
    for (const email of ['a.b+c@sub.dominio.com', 'ana@localhost', ' ana@empresa.com.br '])
      expect(emailError(email)).toBeUndefined()
    for (const email of ['ana', 'ana@', 'ana@@empresa.com', 'ana @empresa.com', 'ana@-empresa.com'])
      expect(emailError(email)).toBe('email')
  })

  it('names the first invalid field in form order', () => {
    expect(firstInvalidField({ message: 'required', email: 'required' })).toBe('email')
    expect(firstInvalidField({})).toBeUndefined()
  })

  it('parses a stored draft defensively', () => {
    for (const raw of [null, 'not json', '42']) expect(parseDraft(raw)).toBeNull()
    expect(parseDraft(JSON.stringify({ name: 'Ana', email: 7, extra: 'x' }))).toEqual({
      ...EMPTY_CONTACT,
      name: 'Ana',
    })
    expect(isEmptyDraft(EMPTY_CONTACT)).toBe(true)
    expect(isEmptyDraft({ ...EMPTY_CONTACT, phone: '6' })).toBe(false)
  })

  it('starts from the draft, under what was typed before the page ran, each value cut to its limit', () => {
    expect(startingValues(null, {}, {})).toEqual(EMPTY_CONTACT)
    expect(
      startingValues(
        filled,
        { name: 'Bia Souza', email: '', message: '😀'.repeat(5) },
        { name: 3, subject: 3, message: 2 },
      ),
    ).toEqual({ ...filled, name: 'Bia', subject: 'Out', message: '😀😀' })
  })
})
