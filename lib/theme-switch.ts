/** Marks the theme toggle, which has no handler of its own: the head script answers its clicks. */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle'

type Theme = 'light' | 'dark'

/**
 * Makes every click on the theme toggle switch the theme from the first paint on, whether the
 * page's code has run or not: the head script calls this before any other code. It flips the
 * class next-themes reads, saves the choice under next-themes' key, and tells next-themes by the
 * `storage` event it listens to, so the page's state follows (the toaster's theme, for one).
 */
export function answerThemeToggle(win: Window, storageKey: string): void {
  win.addEventListener('click', (event) => {
    const target = event.target as Element | null
    if (!target?.closest?.(`[${THEME_TOGGLE_ATTRIBUTE}]`)) return
    const root = win.document.documentElement
    const theme: Theme = root.classList.contains('dark') ? 'light' : 'dark'
    // Every colour switches in the same frame: transitions are held (app/globals.css) until the
    // frame after the new theme is drawn.
    root.dataset.themeSwitch = ''
    root.classList.remove('light', 'dark')
    root.classList.add(theme)
    root.style.colorScheme = theme
    try {
      win.localStorage.setItem(storageKey, theme)
    } catch {
      // Storage blocked: the choice holds for this page only.
    }
    win.dispatchEvent(new StorageEvent('storage', { key: storageKey, newValue: theme }))
    win.requestAnimationFrame(() =>
      win.requestAnimationFrame(() => delete root.dataset.themeSwitch),
    )
  })
}
