import { within } from '@testing-library/react'
import { company } from '@/content/company'
import { footer } from '@/content/shell'

const LANDLINE = '(67) 3321-4567'

function rendered(landline?: string): { places: HTMLElement[]; chat: string } {
  let html = ''
  let chat = ''
  jest.isolateModules(() => {
    jest.doMock('@/content/company', () => {
      const actual = jest.requireActual<typeof import('@/content/company')>('@/content/company')
      return { ...actual, company: { ...actual.company, landline } }
    })
    const { renderToStaticMarkup } =
      jest.requireActual<typeof import('react-dom/server')>('react-dom/server')
    const { ContactInfo } = jest.requireActual<typeof import('./contact-info')>('./contact-info')
    const { DirectLinks } = jest.requireActual<typeof import('./direct-links')>('./direct-links')
    const { Footer } = jest.requireActual<typeof import('@/components/layout/footer')>(
      '@/components/layout/footer',
    )
    chat =
      jest.requireActual<typeof import('@/content/company-links')>('@/content/company-links')
        .companyLinks.chat
    html = [<ContactInfo key="card" />, <DirectLinks key="links" />, <Footer key="footer" />]
      .map((place) => `<div>${renderToStaticMarkup(place)}</div>`)
      .join('')
    jest.dontMock('@/content/company')
  })
  document.body.innerHTML = html
  return { places: [...document.body.children] as HTMLElement[], chat }
}

describe('a landline', () => {
  it('is offered beside the mobile as a tel: link only, in the card, the direct links and the footer', () => {
    const { places, chat } = rendered(LANDLINE)
    expect(places).toHaveLength(3)
    for (const place of places) {
      const link = within(place).getByRole('link', { name: `${footer.landlineLabel}: ${LANDLINE}` })
      expect(link).toHaveAttribute('href', 'tel:+556733214567')
      const chats = within(place)
        .getAllByRole('link')
        .filter((anchor) => anchor.getAttribute('href')?.startsWith('https://wa.me/'))
      expect(chats.map((anchor) => anchor.getAttribute('href'))).toEqual([chat])
      expect(chats[0]).toHaveTextContent(company.phone)
    }
  })

  it('is absent when the company has none', () => {
    for (const place of rendered(undefined).places)
      expect(within(place).queryByText(new RegExp(`^${footer.landlineLabel}:`))).toBeNull()
  })
})
