import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { usePathname, useRouter } from 'next/navigation'
import { mainNav } from '@/content/navigation'
import { MobileMenu } from './mobile-menu'

jest.mock('next/navigation', () => ({ usePathname: jest.fn(), useRouter: jest.fn() }))

// jsdom cannot navigate; stop the browser default after React has handled the click.
const preventNavigation = (event: Event) => event.preventDefault()
beforeAll(() => window.addEventListener('click', preventNavigation))
afterAll(() => window.removeEventListener('click', preventNavigation))

beforeEach(() => {
  ;(usePathname as jest.Mock).mockReturnValue('/')
  ;(useRouter as jest.Mock).mockReturnValue({ push: jest.fn() })
})

function setup() {
  render(<MobileMenu links={mainNav} />)
  return screen.getByRole('button', { name: 'Abrir menu de navegação' })
}

describe('MobileMenu', () => {
  it('starts closed, with the panel hidden', () => {
    const button = setup()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it('opens to show the links and the search, and says how to close it', async () => {
    const button = setup()
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(button).toHaveAccessibleName('Fechar menu de navegação')
    expect(screen.getByRole('navigation')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Contato' })).toBeVisible()
    expect(screen.getByRole('searchbox')).toBeVisible()
  })

  it('closes when a link is tapped', async () => {
    const button = setup()
    await userEvent.click(button)
    await userEvent.click(screen.getByRole('link', { name: 'Sobre' }))
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on Escape and returns focus to its button', async () => {
    const button = setup()
    await userEvent.click(button)
    await userEvent.tab()
    expect(button).not.toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })
})
