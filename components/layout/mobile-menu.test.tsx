import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { usePathname, useRouter } from 'next/navigation'
import { renderToString } from 'react-dom/server'
import { mainNav } from '@/content/navigation'
import { searchHref } from '@/content/pages'
import { MobileMenu } from './mobile-menu'

jest.mock('next/navigation', () => ({ usePathname: jest.fn(), useRouter: jest.fn() }))

// jsdom cannot navigate; stop the browser default after React has handled the click.
const preventNavigation = (event: Event) => {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault()
}
beforeAll(() => window.addEventListener('click', preventNavigation))
afterAll(() => window.removeEventListener('click', preventNavigation))

const push = jest.fn()

beforeEach(() => {
  push.mockReset()
  ;(usePathname as jest.Mock).mockReturnValue('/')
  ;(useRouter as jest.Mock).mockReturnValue({ push })
})

// A native disclosure: jsdom gives the <summary> no role and applies no CSS, so the toggle is
// found by its tag and its open/close name is checked in the browser tests.
const toggle = () => document.querySelector('summary') as HTMLElement
const disclosure = () => screen.getByRole('group')
const menu = () => screen.getByRole('navigation', { name: 'Menu principal', hidden: true })

describe('MobileMenu', () => {
  it('starts closed, with the panel hidden', () => {
    render(<MobileMenu links={mainNav} />)
    expect(disclosure()).not.toHaveAttribute('open')
    expect(menu()).not.toBeVisible()
    expect(toggle()).toHaveTextContent('Abrir menu de navegação')
  })

  it('opens to show the links, the current page and the search', async () => {
    render(<MobileMenu links={mainNav} />)
    await userEvent.click(toggle())
    expect(disclosure()).toHaveAttribute('open')
    expect(menu()).toBeVisible()
    expect(within(menu()).getByRole('link', { name: 'Início' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(menu()).getByRole('searchbox')).toBeVisible()
  })

  it('closes when a link is tapped', async () => {
    render(<MobileMenu links={mainNav} />)
    await userEvent.click(toggle())
    await userEvent.click(within(menu()).getByRole('link', { name: 'Sobre' }))
    expect(disclosure()).not.toHaveAttribute('open')
  })

  it('closes when a search is made from it', async () => {
    render(<MobileMenu links={mainNav} />)
    await userEvent.click(toggle())
    await userEvent.type(within(menu()).getByRole('searchbox'), 'dados{enter}')
    expect(push).toHaveBeenCalledWith(searchHref('dados'))
    expect(disclosure()).not.toHaveAttribute('open')
  })

  it('closes on Escape and returns focus to its toggle', async () => {
    render(<MobileMenu links={mainNav} />)
    await userEvent.click(toggle())
    await userEvent.click(within(menu()).getByRole('searchbox'))
    expect(toggle()).not.toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(disclosure()).not.toHaveAttribute('open')
    expect(toggle()).toHaveFocus()
  })

  it('closes when the route changes, as on Back', async () => {
    const { rerender } = render(<MobileMenu links={mainNav} />)
    await userEvent.click(toggle())
    ;(usePathname as jest.Mock).mockReturnValue('/sobre/')
    rerender(<MobileMenu links={mainNav} />)
    expect(disclosure()).not.toHaveAttribute('open')
  })

  it('stays open after hydration when opened before, and searches what was typed', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<MobileMenu links={mainNav} />)
    document.body.append(container)
    fireEvent.click(toggle())
    fireEvent.input(within(menu()).getByRole('searchbox'), { target: { value: 'integração' } })

    const error = jest.spyOn(console, 'error')
    render(<MobileMenu links={mainNav} />, { container, hydrate: true })
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
    expect(disclosure()).toHaveAttribute('open')
    const search = within(menu()).getByRole('searchbox')
    expect(search).toHaveValue('integração')
    await userEvent.type(search, '{enter}')
    expect(push).toHaveBeenCalledWith(searchHref('integração'))
    expect(disclosure()).not.toHaveAttribute('open')
  })
})
