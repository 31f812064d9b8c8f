import { answerThemeToggle, THEME_TOGGLE_ATTRIBUTE } from './theme-switch'

const KEY = 'test-theme'
const root = document.documentElement
const twoFrames = () =>
  new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)))

answerThemeToggle(window, KEY)

beforeEach(() => {
  localStorage.clear()
  root.className = 'dark'
  document.body.innerHTML = `<button ${THEME_TOGGLE_ATTRIBUTE}><svg><use></use></svg></button><button id="other"></button>`
})

describe('answerThemeToggle', () => {
  it('switches dark to light and back, saved under the key and told to next-themes', () => {
    const told: (string | null)[] = []
    window.addEventListener('storage', (event) => event.key === KEY && told.push(event.newValue))
    document.querySelector('use')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(root).toHaveClass('light')
    expect(root).not.toHaveClass('dark')
    expect(root.style.colorScheme).toBe('light')
    expect(localStorage.getItem(KEY)).toBe('light')
    document.querySelector('button')!.click()
    expect(root).toHaveClass('dark')
    expect(localStorage.getItem(KEY)).toBe('dark')
    expect(told).toEqual(['light', 'dark'])
  })

  it('leaves other clicks alone', () => {
    document.getElementById('other')!.click()
    expect(root.className).toBe('dark')
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('holds transitions only until the new theme is drawn', async () => {
    document.querySelector('button')!.click()
    expect(root.dataset.themeSwitch).toBe('')
    await twoFrames()
    expect(root.dataset.themeSwitch).toBeUndefined()
  })

  it('still switches the page when storage throws', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    document.querySelector('button')!.click()
    expect(root).toHaveClass('light')
    setItem.mockRestore()
  })
})
