import { THEME_SWITCH_ATTRIBUTE, THEME_TOGGLE_ATTRIBUTE } from '../../../config/theme'

type Theme = 'light' | 'dark'

function show(root: HTMLElement, theme: Theme): void {
  root.classList.remove('light', 'dark')
  root.classList.add(theme)
  root.style.colorScheme = theme
}

/**
 * Shows the saved theme, or the OS's, from <head>: next-themes' own script sits in <body>, and
 * Chromium may paint the page's background before reaching it (docs/performance.md).
 */
export function showSavedTheme(win: Window, storageKey: string): void {
  let saved: string | null = null
  try {
    saved = win.localStorage.getItem(storageKey)
  } catch {
    // Storage blocked: the OS decides, as it does for next-themes on hydrating.
  }
  const os = win.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  show(win.document.documentElement, saved === 'light' || saved === 'dark' ? saved : os)
}

/**
 * Answers each tap on the theme toggle that the page's code has not answered (it marks the taps
 * it takes with preventDefault once hydrated), so the toggle works from the first paint: switches
 * the theme and saves it under next-themes' key, where next-themes reads it on hydrating.
 */
export function answerThemeToggle(win: Window, storageKey: string): void {
  win.addEventListener('click', (event) => {
    const target = event.target as Element | null
    if (event.defaultPrevented || !target?.closest?.(`[${THEME_TOGGLE_ATTRIBUTE}]`)) return
    const root = win.document.documentElement
    const theme = root.classList.contains('dark') ? 'light' : 'dark'
    root.setAttribute(THEME_SWITCH_ATTRIBUTE, '')
    win.requestAnimationFrame(() =>
      win.requestAnimationFrame(() => root.removeAttribute(THEME_SWITCH_ATTRIBUTE)),
    )
    show(root, theme)
    try {
      win.localStorage.setItem(storageKey, theme)
    } catch {
      // Storage blocked: nothing is saved, and next-themes starts from the OS on hydrating.
    }
  })
}
