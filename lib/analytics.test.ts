import { EVENTS, linkEvent, measuredPath, measuredReport, PLACES } from './analytics'

const PAGES = ['/', '/servicos/', '/contato/', '/buscar/', '/404/']
const NOT_FOUND = '/404/'
const ORIGIN = 'https://www.ipesoftware.com.br'

describe('linkEvent', () => {
  const eventName = (href: string) => linkEvent(href, null)?.name ?? null

  it('tells WhatsApp, phone and e-mail links apart, in every form they are written', () => {
    for (const href of [
      'https://wa.me/5511987654321?text=Ol%C3%A1',
      'https://api.whatsapp.com/send?phone=5511987654321',
      'whatsapp://send?phone=5511987654321',
    ])
      expect(eventName(href)).toBe(EVENTS.whatsapp)
    expect(eventName('tel:+556730000000')).toBe(EVENTS.phone)
    expect(eventName('MAILTO:contato@exemplo.com.br')).toBe(EVENTS.email)
  })

  it('is null for every other link, look-alikes and unreadable ones included', () => {
    for (const href of [
      '/contato/',
      '#formulario',
      'https://www.whatsapp.com/legal/privacy-policy',
      'https://wa.me.example.com/',
      'http://[invalid',
    ])
      expect(eventName(href)).toBeNull()
  })

  it('names the channel and a known place, never the address', () => {
    const event = linkEvent('https://wa.me/5511987654321?text=Maria%20Sigilosa', PLACES.form)
    expect(event).toEqual({ name: EVENTS.whatsapp, data: { local: PLACES.form } })
    expect(JSON.stringify(event)).not.toMatch(/Maria|5511987654321|wa\.me/)
    for (const marker of [undefined, '', 'toString', 'Maria Sigilosa'])
      expect(linkEvent('tel:+556730000000', marker)?.data).toEqual({ local: PLACES.page })
  })
})

describe('measuredPath', () => {
  it('keeps the pages of the site with their trailing slash, and calls any other path the 404', () => {
    expect(measuredPath('/servicos', PAGES, NOT_FOUND)).toBe('/servicos/')
    for (const path of ['/maria.sigilosa@example.com/', '/servicos/12345/', '//servicos/'])
      expect(measuredPath(path, PAGES, NOT_FOUND)).toBe(NOT_FOUND)
  })
})

describe('measuredReport', () => {
  it('rewrites the address of a report, keeping the rest, and drops one it cannot read', () => {
    expect(
      measuredReport(
        { type: 'event', url: `${ORIGIN}/contato/?utm=x#formulario` },
        PAGES,
        NOT_FOUND,
      ),
    ).toEqual({ type: 'event', url: `${ORIGIN}/contato/` })
    expect(measuredReport({ type: 'event', url: '' }, PAGES, NOT_FOUND)).toBeNull()
  })
})
