import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { THEME_STORAGE_KEY } from '@/config/settings'
import { ThemeProvider } from './theme-provider'
import { ThemeToggle } from './theme-toggle'

function renderToggle() {
  render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  )
  return screen.getByRole('button')
}

const twoFrames = () =>
  new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)))

beforeEach(() => {
  localStorage.clear()
  document.documentElement.className = 'dark'
})

// A click leaves its two-frame cleanup pending; let it run, so no test sees the last one's switch.
afterEach(() => act(twoFrames))

describe('ThemeToggle', () => {
  it('says in Portuguese what it will do, in both themes', () => {
    renderToggle()
    expect(screen.getByText('Ativar tema escuro')).toHaveClass('dark:hidden')
    expect(screen.getByText('Ativar tema claro')).toHaveClass('hidden', 'dark:inline')
  })

  it('switches dark to light and back, saving the choice under the prefixed key', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark')
    const button = renderToggle()
    await act(async () => {})
    expect(document.documentElement).toHaveClass('dark')

    await userEvent.click(button)
    expect(document.documentElement).toHaveClass('light')
    expect(document.documentElement).not.toHaveClass('dark')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')

    await userEvent.click(button)
    expect(document.documentElement).toHaveClass('dark')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
  })

  it('follows the OS when nothing is saved (light here, as jsdom reports no dark preference)', async () => {
    renderToggle()
    await act(async () => {})
    expect(document.documentElement).toHaveClass('light')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull()
  })

  it('holds transitions while the theme changes, and only until the new theme is drawn', async () => {
    const button = renderToggle()
    await act(async () => {})
    expect(document.documentElement.dataset.themeSwitch).toBeUndefined()

    // Synchronous, so no frame goes by before the check.
    act(() => fireEvent.click(button))
    expect(document.documentElement).toHaveClass('dark')
    expect(document.documentElement.dataset.themeSwitch).toBe('')

    await act(twoFrames)
    expect(document.documentElement.dataset.themeSwitch).toBeUndefined()
  })
})
