import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRouter } from 'next/navigation'
import { renderToString } from 'react-dom/server'
import { HeaderSearch } from './header-search'

jest.mock('next/navigation', () => ({ useRouter: jest.fn() }))

const push = jest.fn()

beforeEach(() => {
  push.mockReset()
  ;(useRouter as jest.Mock).mockReturnValue({ push })
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
})
