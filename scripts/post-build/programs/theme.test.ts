import {
  THEME_SWITCH_ATTRIBUTE,
  THEME_TOGGLE_ANSWERED_ATTRIBUTE,
  THEME_TOGGLE_ATTRIBUTE,
} from '@/config/theme'
import { answerThemeToggle, followThemeColor } from './theme'

const KEY = 'theme'
const COLORS = { light: '#ffffff', dark: '#000000' }
const root = document.documentElement
const frame = () => new Promise(requestAnimationFrame)
const barColour = () => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content

it('holds transitions for every tap on the toggle, and switches, saves and recolours the bar for those the page does not answer', async () => {
  root.className = 'light'
  document.body.innerHTML = `<button ${THEME_TOGGLE_ATTRIBUTE}></button><p></p>`
  followThemeColor(window, COLORS)
  answerThemeToggle(window, KEY)
  expect(root.hasAttribute(THEME_TOGGLE_ANSWERED_ATTRIBUTE)).toBe(true)
  const toggle = document.querySelector('button')!
  const held = () => root.hasAttribute(THEME_SWITCH_ATTRIBUTE)

  document.querySelector('p')!.click()
  expect(held()).toBe(false)
  const answer = (event: Event) => event.preventDefault()
  toggle.addEventListener('click', answer)
  toggle.click()
  toggle.removeEventListener('click', answer)
  expect([root.className, held()]).toEqual(['light', true])
  await frame()
  await frame()
  expect(held()).toBe(false)

  toggle.click()
  await frame()
  expect([root.className, localStorage.getItem(KEY), barColour()]).toEqual([
    'dark',
    'dark',
    COLORS.dark,
  ])
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError')
  })
  toggle.click()
  expect([root.className, localStorage.getItem(KEY)]).toEqual(['light', 'dark'])
})
