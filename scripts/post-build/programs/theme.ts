import { THEME_SWITCH_ATTRIBUTE, THEME_TOGGLE_ATTRIBUTE } from '../../../config/theme'

type Theme = 'light' | 'dark'

function show(root: HTMLElement, theme: Theme): void {
  root.classList.remove('light', 'dark')
  root.classList.add(theme)
  root.style.colorScheme = theme
}

// Why from <head>: docs/performance.md, "The theme is set in the <head>".
export function showSavedTheme(win: Window, storageKey: string): void {
  let saved: string | null = null
  try {
    saved = win.localStorage.getItem(storageKey)
  } catch {
    // Storage blocked: the OS decides, as for next-themes.
  }
  const os = win.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  show(win.document.documentElement, saved === 'light' || saved === 'dark' ? saved : os)
}

// Until hydration: once hydrated, the toggle marks each tap it answers with preventDefault.
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
      // Storage blocked: nothing to save.
    }
  })
}
