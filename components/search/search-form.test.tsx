import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { renderToString } from 'react-dom/server'
import { pages, searchHref } from '@/content/pages'
import { searchForm } from '@/content/search-page'
import { SearchForm } from './search-form'

jest.mock('next/navigation', () => ({
  usePathname: jest.fn(),
  useRouter: jest.fn(),
  useSearchParams: jest.fn(),
}))

const push = jest.fn()

function atUrl(href: string) {
  const url = new URL(href, 'https://site.invalid')
  ;(usePathname as jest.Mock).mockReturnValue(url.pathname)
  ;(useSearchParams as jest.Mock).mockReturnValue(url.searchParams)
}

beforeEach(() => {
  jest.clearAllMocks()
  ;(useRouter as jest.Mock).mockReturnValue({ push })
  atUrl(pages.home.path)
})

function setup() {
  const onSearch = jest.fn()
  render(<SearchForm id="busca" label="Busca do site" onSearch={onSearch} />)
  return { onSearch, input: screen.getByRole('searchbox', { name: searchForm.label }) }
}

describe('SearchForm', () => {
  it('shows the placeholder and works as a plain GET form without JavaScript', () => {
    const { input } = setup()
    expect(input).toHaveAttribute('placeholder', searchForm.placeholder)
    expect(input).toHaveAttribute('name', pages.search.queryParam)
    const form = screen.getByRole('search')
    expect(form).toHaveAttribute('action', pages.search.path)
    expect(form).toHaveAttribute('method', 'get')
  })

  it('trims and encodes the term, then navigates to /buscar/', async () => {
    const { input, onSearch } = setup()
    await userEvent.type(input, '  integração & dados #1 {enter}')
    expect(push).toHaveBeenCalledWith(searchHref('integração & dados #1'))
    expect(onSearch).toHaveBeenCalledTimes(1)
  })

  it('does nothing for a blank term', async () => {
    const { input, onSearch } = setup()
    await userEvent.type(input, '    {enter}')
    await userEvent.click(screen.getByRole('button', { name: searchForm.submit }))
    expect(push).not.toHaveBeenCalled()
    expect(onSearch).not.toHaveBeenCalled()
  })

  it('searches what was typed before the page hydrated', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<SearchForm id="busca" label="Busca do site" />)
    document.body.append(container)
    const input = screen.getByRole('searchbox', { name: searchForm.label })
    fireEvent.input(input, { target: { value: ' integração ' } })

    const error = jest.spyOn(console, 'error')
    render(<SearchForm id="busca" label="Busca do site" />, { container, hydrate: true })
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
    expect(input).toHaveValue(' integração ')
    await userEvent.type(input, '{enter}')
    expect(push).toHaveBeenCalledWith(searchHref('integração'))
  })

  it('shows the query of the search page, and follows it', () => {
    atUrl(searchHref(' dados '))
    const { rerender } = render(<SearchForm id="busca" label="Busca do site" />)
    const input = screen.getByRole('searchbox', { name: searchForm.label })
    expect(input).toHaveValue('dados')
    atUrl(searchHref('suporte'))
    rerender(<SearchForm id="busca" label="Busca do site" />)
    expect(input).toHaveValue('suporte')
    atUrl(pages.services.path)
    rerender(<SearchForm id="busca" label="Busca do site" />)
    expect(input).toHaveValue('')
  })

  it('never reads the query away from the search page', () => {
    atUrl(`${pages.services.path}?${pages.search.queryParam}=dados`)
    render(<SearchForm id="busca" label="Busca do site" />)
    expect(screen.getByRole('searchbox', { name: searchForm.label })).toHaveValue('')
    expect(useSearchParams).not.toHaveBeenCalled()
  })

  it('keeps what the visitor typed before the search page hydrated', () => {
    atUrl(searchHref('dados'))
    const container = document.createElement('div')
    container.innerHTML = renderToString(<SearchForm id="busca" label="Busca do site" />)
    document.body.append(container)
    const input = screen.getByRole('searchbox', { name: searchForm.label })
    fireEvent.input(input, { target: { value: 'integração' } })
    render(<SearchForm id="busca" label="Busca do site" />, { container, hydrate: true })
    expect(input).toHaveValue('integração')
  })
})
