import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { renderToString } from 'react-dom/server'
import { HeaderSearch } from './header-search'

jest.mock('next/navigation', () => ({
  usePathname: jest.fn(),
  useRouter: jest.fn(),
  useSearchParams: jest.fn(),
}))

const push = jest.fn()

function atUrl(path: string, search = '') {
  ;(usePathname as jest.Mock).mockReturnValue(path)
  ;(useSearchParams as jest.Mock).mockReturnValue(new URLSearchParams(search))
}

beforeEach(() => {
  jest.clearAllMocks()
  ;(useRouter as jest.Mock).mockReturnValue({ push })
  atUrl('/')
})

function setup() {
  const onSearch = jest.fn()
  render(<HeaderSearch id="busca" label="Busca do site" onSearch={onSearch} />)
  return { onSearch, input: screen.getByRole('searchbox', { name: 'Buscar no site' }) }
}

describe('HeaderSearch', () => {
  it('shows the placeholder and works as a plain GET form without JavaScript', () => {
    const { input } = setup()
    expect(input).toHaveAttribute('placeholder', 'O que você procura?')
    expect(input).toHaveAttribute('name', 'q')
    const form = screen.getByRole('search')
    expect(form).toHaveAttribute('action', '/buscar/')
    expect(form).toHaveAttribute('method', 'get')
  })

  it('trims and encodes the term, then navigates to /buscar/', async () => {
    const { input, onSearch } = setup()
    await userEvent.type(input, '  integração & dados #1 {enter}')
    expect(push).toHaveBeenCalledWith('/buscar/?q=integra%C3%A7%C3%A3o%20%26%20dados%20%231')
    expect(onSearch).toHaveBeenCalledTimes(1)
  })

  it('does nothing for a blank term', async () => {
    const { input, onSearch } = setup()
    await userEvent.type(input, '    {enter}')
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }))
    expect(push).not.toHaveBeenCalled()
    expect(onSearch).not.toHaveBeenCalled()
  })

  it('searches what was typed before the page hydrated', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<HeaderSearch id="busca" label="Busca do site" />)
    document.body.append(container)
    const input = screen.getByRole('searchbox', { name: 'Buscar no site' })
    fireEvent.input(input, { target: { value: ' integração ' } })

    const error = jest.spyOn(console, 'error')
    render(<HeaderSearch id="busca" label="Busca do site" />, { container, hydrate: true })
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
    expect(input).toHaveValue(' integração ')
    await userEvent.type(input, '{enter}')
    expect(push).toHaveBeenCalledWith('/buscar/?q=integra%C3%A7%C3%A3o')
  })

  it('shows the query of the search page, and follows it', () => {
    atUrl('/buscar/', 'q=%20dados%20')
    const { rerender } = render(<HeaderSearch id="busca" label="Busca do site" />)
    const input = screen.getByRole('searchbox', { name: 'Buscar no site' })
    expect(input).toHaveValue('dados')
    atUrl('/buscar/', 'q=suporte')
    rerender(<HeaderSearch id="busca" label="Busca do site" />)
    expect(input).toHaveValue('suporte')
    atUrl('/servicos/')
    rerender(<HeaderSearch id="busca" label="Busca do site" />)
    expect(input).toHaveValue('')
  })

  it('never reads the query away from the search page', () => {
    atUrl('/servicos/', 'q=dados')
    render(<HeaderSearch id="busca" label="Busca do site" />)
    expect(screen.getByRole('searchbox', { name: 'Buscar no site' })).toHaveValue('')
    expect(useSearchParams).not.toHaveBeenCalled()
  })

  it('keeps what the visitor typed before the search page hydrated', () => {
    atUrl('/buscar/', 'q=dados')
    const container = document.createElement('div')
    container.innerHTML = renderToString(<HeaderSearch id="busca" label="Busca do site" />)
    document.body.append(container)
    const input = screen.getByRole('searchbox', { name: 'Buscar no site' })
    fireEvent.input(input, { target: { value: 'integração' } })
    render(<HeaderSearch id="busca" label="Busca do site" />, { container, hydrate: true })
    expect(input).toHaveValue('integração')
  })
})
