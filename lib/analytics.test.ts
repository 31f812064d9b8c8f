import { searchHref } from '@/content/pages'
import {
  contactChannel,
  EVENTS,
  handOffEvent,
  linkEvent,
  measuredPath,
  measuredReport,
  measurementAllowed,
  PLACES,
  searchEvent,
} from './analytics'

const PAGES = ['/', '/servicos/', '/contato/', '/buscar/', '/404/']
const NOT_FOUND = '/404/'
const ORIGIN = 'https://www.ipesoftware.com.br'

/** The name of the event a click on `href` sends, which says its channel; null for none. */
const eventName = (href: string) => linkEvent(href, null)?.name ?? null

describe('the channel of a link', () => {
  it('tells WhatsApp, phone and e-mail links apart', () => {
    expect(eventName('https://wa.me/5511987654321')).toBe(EVENTS.whatsapp)
    expect(eventName('https://wa.me/5511987654321?text=Ol%C3%A1')).toBe(EVENTS.whatsapp)
    expect(eventName('https://api.whatsapp.com/send?phone=5511987654321')).toBe(EVENTS.whatsapp)
    expect(eventName('whatsapp://send?phone=5511987654321')).toBe(EVENTS.whatsapp)
    expect(eventName('tel:+556730000000')).toBe(EVENTS.phone)
    expect(eventName('mailto:contato@exemplo.com.br')).toBe(EVENTS.email)
    expect(eventName('MAILTO:contato@exemplo.com.br')).toBe(EVENTS.email)
  })

  it('is null for every other link, which reaches no one', () => {
    expect(contactChannel('https://wa.me/5567999990000')).toBe('whatsapp')
    expect(contactChannel('https://www.whatsapp.com/legal/privacy-policy')).toBeNull()
    expect(contactChannel('/contato/')).toBeNull()
  })

  it('ignores every other link', () => {
    expect(eventName('/contato/')).toBeNull()
    expect(eventName('#formulario')).toBeNull()
    expect(eventName('https://www.google.com/maps/dir/?api=1')).toBeNull()
    expect(eventName('https://www.linkedin.com/company/exemplo')).toBeNull()
    expect(eventName('http://wa.me.example.com/')).toBeNull()
    expect(eventName('https://wa.me.example.com/')).toBeNull()
    expect(eventName('http://[invalid')).toBeNull()
  })
})

describe('linkEvent', () => {
  it('names the channel and the place, never the address', () => {
    const url = 'https://wa.me/5511987654321?text=Nome%3A%20Maria%20Sigilosa'
    const event = linkEvent(url, PLACES.form)
    expect(event).toEqual({ name: EVENTS.whatsapp, data: { local: 'formulario' } })
    expect(JSON.stringify(event)).not.toMatch(/Maria|5511987654321|wa\.me/)
    expect(linkEvent('tel:+556730000000', PLACES.footer)).toEqual({
      name: 'Telefone',
      data: { local: 'rodape' },
    })
    expect(linkEvent('mailto:contato@exemplo.com.br', PLACES.homeBand)).toEqual({
      name: 'E-mail',
      data: { local: 'faixa-inicio' },
    })
  })

  it('puts a link without a known marker in the page text', () => {
    expect(linkEvent('mailto:privacidade@exemplo.com.br', null)?.data).toEqual({
      local: 'pagina',
    })
    expect(linkEvent('tel:+556730000000', 'Maria Sigilosa')?.data).toEqual({ local: 'pagina' })
  })

  it('is null for a link that reaches no one', () => {
    expect(linkEvent('/servicos/', PLACES.footer)).toBeNull()
  })
})

describe('the place of a link', () => {
  const placeSent = (marker: string | null | undefined) =>
    linkEvent('tel:+556730000000', marker)?.data.local

  it('keeps the known places and nothing else', () => {
    for (const place of Object.values(PLACES)) expect(placeSent(place)).toBe(place)
    expect(placeSent(undefined)).toBe('pagina')
    expect(placeSent('')).toBe('pagina')
    expect(placeSent('toString')).toBe('pagina')
  })
})

describe('handOffEvent and searchEvent', () => {
  it('say that the form handed a message over, and how many results a search found', () => {
    expect(handOffEvent).toEqual({ name: 'Formulário enviado', data: { local: 'formulario' } })
    expect(searchEvent(3)).toEqual({ name: 'Busca', data: { resultados: 3 } })
    expect(searchEvent(0)).toEqual({ name: 'Busca', data: { resultados: 0 } })
  })
})

describe('measuredPath', () => {
  it('keeps the pages of the site, with their trailing slash', () => {
    expect(measuredPath('/', PAGES, NOT_FOUND)).toBe('/')
    expect(measuredPath('/servicos/', PAGES, NOT_FOUND)).toBe('/servicos/')
    expect(measuredPath('/servicos', PAGES, NOT_FOUND)).toBe('/servicos/')
  })

  it('reports any other path as the not-found page', () => {
    expect(measuredPath('/maria.sigilosa@example.com/', PAGES, NOT_FOUND)).toBe('/404/')
    expect(measuredPath('/servicos/12345/', PAGES, NOT_FOUND)).toBe('/404/')
    expect(measuredPath('//servicos/', PAGES, NOT_FOUND)).toBe('/404/')
  })
})

describe('the address a report keeps', () => {
  const keptUrl = (url: string) => measuredReport({ url }, PAGES, NOT_FOUND)?.url ?? null

  it('drops the query string and the fragment', () => {
    expect(keptUrl(`${ORIGIN}${searchHref('termo secreto')}`)).toBe(`${ORIGIN}/buscar/`)
    expect(keptUrl(`${ORIGIN}/servicos/?utm_source=x#suporte-tecnico`)).toBe(`${ORIGIN}/servicos/`)
    expect(keptUrl(`${ORIGIN}/?`)).toBe(`${ORIGIN}/`)
  })

  it('reduces an unknown path to the not-found page', () => {
    expect(keptUrl(`${ORIGIN}/contato/maria/?x=1`)).toBe(`${ORIGIN}/404/`)
  })

  it('is null for what is not an address', () => {
    expect(keptUrl('not a url')).toBeNull()
  })
})

describe('measuredReport (the beforeSend of both packages)', () => {
  it('rewrites the address of a page view or an event, keeping the rest', () => {
    expect(
      measuredReport(
        { type: 'pageview', url: `${ORIGIN}${searchHref('segredo')}` },
        PAGES,
        NOT_FOUND,
      ),
    ).toEqual({ type: 'pageview', url: `${ORIGIN}/buscar/` })
    expect(
      measuredReport({ type: 'event', url: `${ORIGIN}/contato/#formulario` }, PAGES, NOT_FOUND),
    ).toEqual({ type: 'event', url: `${ORIGIN}/contato/` })
  })

  it('gives a vital the route of its reduced address', () => {
    expect(
      measuredReport(
        { type: 'vital', url: `${ORIGIN}${searchHref('buscar')}`, route: '/[q]/' },
        PAGES,
        NOT_FOUND,
      ),
    ).toEqual({ type: 'vital', url: `${ORIGIN}/buscar/`, route: '/buscar/' })
    expect(
      measuredReport({ type: 'vital', url: `${ORIGIN}/abc/`, route: '/abc/' }, PAGES, NOT_FOUND),
    ).toEqual({ type: 'vital', url: `${ORIGIN}/404/`, route: '/404/' })
  })

  it('drops a report whose address it cannot read', () => {
    expect(measuredReport({ type: 'event', url: '' }, PAGES, NOT_FOUND)).toBeNull()
  })
})

describe('measurementAllowed', () => {
  it('measures no one whose browser signals Global Privacy Control', () => {
    expect(measurementAllowed(true)).toBe(false)
    expect(measurementAllowed(false)).toBe(true)
    expect(measurementAllowed(undefined)).toBe(true)
  })
})
