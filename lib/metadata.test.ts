import { absoluteUrl, buildPageMetadata, type SiteInfo } from './metadata'

const site: SiteInfo = {
  url: 'https://www.exemplo.com.br',
  name: 'Exemplo',
  locale: 'pt_BR',
  preview: false,
}

const image = { url: '/servicos.png', width: 1200, height: 630, alt: 'Serviços', type: 'image/png' }
const page = { title: 'Serviços', description: 'Descrição', path: '/servicos/', image }

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

  it('shares a page with its own image, its size and its words', () => {
    const metadata = buildPageMetadata(site, page)
    expect(metadata.openGraph?.images).toEqual([image])
    expect(metadata.twitter?.images).toEqual([{ url: image.url, alt: image.alt }])
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
