import {
  breadcrumbJsonLd,
  professionalServiceJsonLd,
  serializeJsonLd,
  serviceJsonLd,
  websiteJsonLd,
  type BusinessFacts,
} from './json-ld'

const SITE = 'https://www.exemplo.com.br/'

describe('professionalServiceJsonLd', () => {
  it('writes the street with its district, and the coordinates each on its own axis', () => {
    const data = professionalServiceJsonLd({
      url: SITE,
      address: { street: 'Rua das Flores, 100', district: 'Centro', city: 'Campo Grande' },
      geo: { lat: -20.45, lng: -54.61 },
      openingHours: [],
      areaServed: [],
    } as unknown as BusinessFacts) as unknown as Record<string, unknown>
    expect(data.address).toMatchObject({
      streetAddress: 'Rua das Flores, 100, Centro',
      addressLocality: 'Campo Grande',
    })
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -20.45, longitude: -54.61 })
  })
})

describe('the blocks that point to the business', () => {
  it('give each service its anchor on the page, the breadcrumbs their places and the site its publisher', () => {
    const service = { id: 'suporte-tecnico', title: 'Suporte Técnico', description: 'x' }
    const pageUrl = `${SITE}servicos/`
    expect(serviceJsonLd(service, { pageUrl, siteUrl: SITE })).toMatchObject({
      url: 'https://www.exemplo.com.br/servicos/#suporte-tecnico',
      provider: { '@id': 'https://www.exemplo.com.br/#empresa' },
    })
    const crumbs = breadcrumbJsonLd([
      { name: 'Início', url: SITE },
      { name: 'Serviços', url: pageUrl },
    ]) as unknown as { itemListElement: { position: number; name: string }[] }
    expect(crumbs.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, 'Início'],
      [2, 'Serviços'],
    ])
    expect(
      websiteJsonLd({ url: SITE, name: 'Exemplo', description: 'x', language: 'pt-BR' }),
    ).toMatchObject({
      '@id': 'https://www.exemplo.com.br/#site',
      inLanguage: 'pt-BR',
      publisher: { '@id': 'https://www.exemplo.com.br/#empresa' },
    })
  })
})

describe('serializeJsonLd', () => {
  it('escapes "<" so a value cannot close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
