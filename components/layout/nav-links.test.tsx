import { render, screen } from '@testing-library/react'
import { usePathname } from 'next/navigation'
import { mainNav } from '@/content/navigation'
import { NavLinks } from './nav-links'

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }))

const pathname = usePathname as jest.Mock

function renderAt(path: string) {
  pathname.mockReturnValue(path)
  render(<NavLinks links={mainNav} layout="bar" />)
}

describe('NavLinks', () => {
  it('marks Início as the current page only on the home route', () => {
    renderAt('/')
    expect(screen.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Serviços' })).not.toHaveAttribute('aria-current')
  })

  it('marks a section link on its sub-paths, and not Início', () => {
    renderAt('/servicos/')
    expect(screen.getByRole('link', { name: 'Serviços' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current')
  })

  it('marks nothing on a page outside the menu', () => {
    renderAt('/buscar/')
    for (const link of screen.getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current')
  })

  it('links each label to its route, in the spec order', () => {
    renderAt('/sobre/')
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Início',
      'Serviços',
      'Contato',
      'Sobre',
    ])
    // next/link drops the trailing slash in Jest; the export keeps it (trailingSlash: true).
    expect(screen.getByRole('link', { name: 'Sobre' }).getAttribute('href')).toMatch(/^\/sobre\/?$/)
  })
})
