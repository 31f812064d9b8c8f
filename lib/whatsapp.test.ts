import fc from 'fast-check'
import type { ContactValues } from './contact-form'
import { truncateCodePoints } from './text'
import { buildContactMessage, buildWhatsAppUrl } from './whatsapp'

const copy = {
  header: 'Novo chamado pelo site',
  labels: {
    name: 'Nome',
    email: 'Email',
    phone: 'Telefone',
    subject: 'Assunto',
    message: 'Mensagem',
  },
}

const fields: ContactValues = {
  name: 'Ana Souza',
  email: 'ana@empresa.com.br',
  phone: '',
  subject: 'Outros',
  message: 'Olá!',
}

function decodedText(url: string): string {
  const encoded = url.split('?text=')[1]
  if (encoded === undefined) throw new Error(`no text in ${url}`)
  return decodeURIComponent(encoded)
}

describe('buildWhatsAppUrl', () => {
  it('links to wa.me, with the text encoded by encodeURIComponent (%20, %0A, no +)', () => {
    expect(buildWhatsAppUrl('5511987654321')).toBe('https://wa.me/5511987654321')
    expect(buildWhatsAppUrl('5511987654321', 'a b\nc+d&e#f')).toBe(
      'https://wa.me/5511987654321?text=a%20b%0Ac%2Bd%26e%23f',
    )
  })
})

describe('buildContactMessage', () => {
  it('writes the header, a blank line and the labelled lines, Telefone only when given', () => {
    for (const phone of ['', '   '])
      expect(buildContactMessage({ ...fields, phone }, copy).split('\n')).toEqual([
        'Novo chamado pelo site',
        '',
        'Nome: Ana Souza',
        'Email: ana@empresa.com.br',
        'Assunto: Outros',
        'Mensagem: Olá!',
      ])
  })

  it('normalises line endings to LF', () => {
    const message = buildContactMessage({ ...fields, message: 'linha 1\r\nlinha 2\rlinha 3' }, copy)
    expect(message).toContain('Mensagem: linha 1\nlinha 2\nlinha 3')
    expect(message).not.toContain('\r')
  })
})

describe('WhatsApp link properties', () => {
  const anyText = fc.string({ unit: 'binary', maxLength: 300 })

  it('decoding the link always gives back the message, for any Unicode input', () => {
    fc.assert(
      fc.property(
        anyText,
        anyText,
        anyText,
        anyText,
        anyText,
        (name, email, phone, subject, message) => {
          const built = buildContactMessage({ name, email, phone, subject, message }, copy)
          expect(decodedText(buildWhatsAppUrl('5511987654321', built))).toBe(built)
        },
      ),
      { numRuns: 10_000 },
    )
  })

  it('survives an emoji cut at the length cap', () => {
    const emojiText = fc
      .array(fc.constantFrom('a', '👋', '🇧🇷', 'é', '\uD83D', '\uDC4B', '\r\n'), { maxLength: 60 })
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(emojiText, fc.integer({ min: 0, max: 40 }), (text, cap) => {
        const message = buildContactMessage(
          { ...fields, message: truncateCodePoints(text, cap) },
          copy,
        )
        expect(decodedText(buildWhatsAppUrl('5511987654321', message))).toBe(message)
      }),
      { numRuns: 10_000 },
    )
  })
})
