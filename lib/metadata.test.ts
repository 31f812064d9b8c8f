import { absoluteUrl, buildPageMetadata, type SiteInfo } from './metadata'

const site: SiteInfo = {
  url: 'https://www.exemplo.com.br',
  name: 'Exemplo',
  locale: 'pt_BR',
  image: { url: '/og.png', width: 1200, height: 630, alt: 'Exemplo', type: 'image/png' },
  preview: false,
}

const page = { title: 'Serviços', description: 'Descrição', path: '/servicos/' }

describe('absoluteUrl', () => {
  it('joins the site URL and a path, keeping the trailing slash', () => {
    expect(absoluteUrl('https://www.exemplo.com.br', '/servicos/')).toBe(
      'https://www.exemplo.com.br/servicos/',
    )
    expect(absoluteUrl('https://www.exemplo.com.br/', '/')).toBe('https://www.exemplo.com.br/')
  })
})

describe('buildPageMetadata', () => {
  it('writes the title, description, canonical, Open Graph and Twitter card', () => {
    const metadata = buildPageMetadata(site, page)
    expect(metadata.title).toBe('Serviços')
    expect(metadata.alternates?.canonical).toBe('https://www.exemplo.com.br/servicos/')
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      locale: 'pt_BR',
      siteName: 'Exemplo',
      url: 'https://www.exemplo.com.br/servicos/',
      title: 'Serviços | Exemplo',
      description: 'Descrição',
      images: [site.image],
    })
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Serviços | Exemplo',
    })
    expect(metadata.robots).toBeUndefined()
  })

  it('lets the home page set its whole title', () => {
    const home = { ...page, title: 'Exemplo | Software', path: '/', absoluteTitle: true }
    const metadata = buildPageMetadata(site, home)
    expect(metadata.title).toEqual({ absolute: 'Exemplo | Software' })
    expect(metadata.openGraph?.title).toBe('Exemplo | Software')
    expect(metadata.twitter?.title).toBe('Exemplo | Software')
  })

  it('keeps non-indexable pages out of the index but followed', () => {
    expect(buildPageMetadata(site, { ...page, indexable: false }).robots).toEqual({
      index: false,
      follow: true,
    })
  })

  it('leaves out the canonical of a page without an address of its own', () => {
    const metadata = buildPageMetadata(site, { ...page, canonical: false })
    expect(metadata.alternates).toBeUndefined()
    expect(metadata.openGraph).not.toHaveProperty('url', expect.anything())
  })

  it('marks every page of a preview build noindex, with canonicals still on production', () => {
    const metadata = buildPageMetadata({ ...site, preview: true }, page)
    expect(metadata.robots).toEqual({ index: false })
    expect(metadata.alternates?.canonical).toBe('https://www.exemplo.com.br/servicos/')
  })
})
