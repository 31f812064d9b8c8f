import {
  breadcrumbJsonLd,
  businessId,
  professionalServiceJsonLd,
  serializeJsonLd,
  serviceJsonLd,
  websiteJsonLd,
  type BusinessFacts,
} from './json-ld'

const facts: BusinessFacts = {
  url: 'https://www.exemplo.com.br/',
  name: 'Exemplo',
  legalName: 'Exemplo Ltda.',
  taxId: '12.345.678/0001-90',
  description: 'Software sob medida.',
  logo: 'https://www.exemplo.com.br/brand/logo.png',
  image: 'https://www.exemplo.com.br/og-image.png',
  telephone: '+556730000000',
  email: 'contato@exemplo.com.br',
  address: {
    street: 'Rua das Flores, 100',
    district: 'Jardim Exemplo',
    city: 'Campo Grande',
    state: 'MS',
    postalCode: '79000-000',
    country: 'BR',
  },
  geo: { lat: -20.45, lng: -54.61 },
  openingHours: [
    { dayOfWeek: ['Monday', 'Friday'], opens: '08:00', closes: '18:00' },
    { dayOfWeek: ['Saturday'], opens: '08:00', closes: '12:00' },
  ],
  areaServed: ['Campo Grande', 'Brasil'],
  foundingYear: 2025,
  sameAs: ['https://www.linkedin.com/company/exemplo'],
}

describe('professionalServiceJsonLd', () => {
  const data = professionalServiceJsonLd(facts) as unknown as Record<string, unknown>

  it('describes the business with a stable id', () => {
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('ProfessionalService')
    expect(data['@id']).toBe('https://www.exemplo.com.br/#empresa')
    expect(data).toMatchObject({ telephone: '+556730000000', foundingDate: '2025' })
  })

  it('identifies the legal entity by its name and CNPJ', () => {
    expect(data).toMatchObject({ legalName: 'Exemplo Ltda.', taxID: '12.345.678/0001-90' })
  })

  it('has the postal address, coordinates and opening hours', () => {
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Rua das Flores, 100, Jardim Exemplo',
      addressLocality: 'Campo Grande',
      addressRegion: 'MS',
      postalCode: '79000-000',
      addressCountry: 'BR',
    })
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -20.45, longitude: -54.61 })
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '08:00',
        closes: '12:00',
      },
    ])
    expect(data.sameAs).toEqual(facts.sameAs)
  })
})

describe('serviceJsonLd', () => {
  it('points to the business as provider by id', () => {
    const data = serviceJsonLd(
      { id: 'suporte-tecnico', title: 'Suporte Técnico', description: 'Atendimento.' },
      {
        pageUrl: 'https://www.exemplo.com.br/servicos/',
        siteUrl: facts.url,
      },
    ) as unknown as Record<string, unknown>
    expect(data['@type']).toBe('Service')
    expect(data.provider).toEqual({ '@id': businessId(facts.url) })
    expect(data.url).toBe('https://www.exemplo.com.br/servicos/#suporte-tecnico')
  })
})

describe('breadcrumbJsonLd and websiteJsonLd', () => {
  it('numbers the breadcrumb positions from 1', () => {
    const data = breadcrumbJsonLd([
      { name: 'Início', url: 'https://www.exemplo.com.br/' },
      { name: 'Sobre', url: 'https://www.exemplo.com.br/sobre/' },
    ]) as unknown as { itemListElement: { position: number; name: string }[] }
    expect(data.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, 'Início'],
      [2, 'Sobre'],
    ])
  })

  it('names the site and its publisher', () => {
    const data = websiteJsonLd({
      url: facts.url,
      name: 'Exemplo',
      description: 'x',
      language: 'pt-BR',
    })
    expect(data).toMatchObject({
      '@type': 'WebSite',
      '@id': 'https://www.exemplo.com.br/#site',
      inLanguage: 'pt-BR',
      publisher: { '@id': businessId(facts.url) },
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
