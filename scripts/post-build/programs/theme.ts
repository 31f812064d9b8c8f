import {
  STORED_THEMES,
  THEME_SWITCH_ATTRIBUTE,
  THEME_TOGGLE_ANSWERED_ATTRIBUTE,
  THEME_TOGGLE_ATTRIBUTE,
} from '../../../config/theme'
import type { Theme } from '../../../lib/palette'

function show(root: HTMLElement, theme: Theme): void {
  root.classList.remove('light', 'dark')
  root.classList.add(theme)
  root.style.colorScheme = theme
}

/** The stored choice, once a value next-themes would not accept is dropped before it reads it. */
function storedChoice(win: Window, storageKey: string): string | null {
  try {
    const value = win.localStorage.getItem(storageKey)
    if (value === null || STORED_THEMES.includes(value)) return value
    win.localStorage.removeItem(storageKey)
  } catch {
    // Storage blocked: the OS decides, as for next-themes.
  }
  return null
}

// Why from <head>: docs/performance.md, "The theme is set in the <head>".
export function showSavedTheme(win: Window, storageKey: string): void {
  const choice = storedChoice(win, storageKey)
  const os = win.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  show(win.document.documentElement, choice === 'light' || choice === 'dark' ? choice : os)
}

// Every tap is drawn without transitions (docs/performance.md, "The code's work after the load");
// until hydration, when the toggle marks each tap it answers with preventDefault, this switches.
export function answerThemeToggle(win: Window, storageKey: string): void {
  const root = win.document.documentElement
  const onToggle = (event: Event) =>
    (event.target as Element | null)?.closest?.(`[${THEME_TOGGLE_ATTRIBUTE}]`)
  root.setAttribute(THEME_TOGGLE_ANSWERED_ATTRIBUTE, '')
  win.addEventListener(
    'click',
    (event) => {
      if (!onToggle(event)) return
      root.setAttribute(THEME_SWITCH_ATTRIBUTE, '')
      win.requestAnimationFrame(() =>
        win.requestAnimationFrame(() => root.removeAttribute(THEME_SWITCH_ATTRIBUTE)),
      )
    },
    true,
  )
  win.addEventListener('click', (event) => {
    if (event.defaultPrevented || !onToggle(event)) return
    const theme = root.classList.contains('dark') ? 'light' : 'dark'
    show(root, theme)
    try {
      win.localStorage.setItem(storageKey, theme)
    } catch {
      // Storage blocked: nothing to save.
    }
  })
}

/** The browser's bar in the background of the theme shown, from the first paint: the first
 * theme-color in the document is the one that counts. */
export function followThemeColor(
  win: Window & typeof globalThis,
  colors: Record<Theme, string>,
): void {
  const root = win.document.documentElement
  const meta = win.document.createElement('meta')
  meta.name = 'theme-color'
  const follow = () => {
    meta.content = colors[root.classList.contains('dark') ? 'dark' : 'light']
  }
  follow()
  win.document.head.append(meta)
  new win.MutationObserver(follow).observe(root, { attributeFilter: ['class'] })
}
