import { absoluteUrl, buildPageMetadata, type SiteInfo } from './metadata'

const site: SiteInfo = {
  url: 'https://www.exemplo.com.br',
  name: 'Exemplo',
  locale: 'pt_BR',
  image: { url: '/og.png', width: 1200, height: 630, alt: 'Exemplo', type: 'image/png' },
  preview: false,
}

const page = { title: 'Serviços', description: 'Descrição', path: '/servicos/' }

describe('buildPageMetadata', () => {
  it('titles a page through the site template, the home page in full', () => {
    expect(buildPageMetadata(site, page).openGraph?.title).toBe('Serviços | Exemplo')
    const home = buildPageMetadata(site, {
      ...page,
      title: 'Exemplo | Software',
      absoluteTitle: true,
    })
    expect(home.title).toEqual({ absolute: 'Exemplo | Software' })
    expect(home.openGraph?.title).toBe('Exemplo | Software')
    expect(home.twitter?.title).toBe('Exemplo | Software')
  })

  it('keeps a page out of the index with its links still followed', () => {
    const robots = buildPageMetadata(site, { ...page, indexed: false }).robots
    expect(robots).toEqual({ index: false, follow: true })
  })

  it('leaves out the canonical of a page without an address of its own', () => {
    const metadata = buildPageMetadata(site, { ...page, canonical: false })
    expect(metadata.alternates).toBeUndefined()
    expect(metadata.openGraph).not.toHaveProperty('url', expect.anything())
  })
})

describe('absoluteUrl', () => {
  it('joins a site URL, with or without its final slash, and a path', () => {
    expect(absoluteUrl('https://www.exemplo.com.br', '/servicos/')).toBe(
      'https://www.exemplo.com.br/servicos/',
    )
    expect(absoluteUrl('https://www.exemplo.com.br/', '/')).toBe('https://www.exemplo.com.br/')
  })
})
