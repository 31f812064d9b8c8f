'use client'

import { useSyncExternalStore } from 'react'

type Theme = 'light' | 'dark'

const subscribe = () => () => {}
const shownTheme = (): Theme =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light'

/**
 * The theme the page shows, read from the root element's class: for a component that renders its
 * own <html> (global-error), so it keeps the visitor's theme, saved or not. The exported HTML
 * starts dark, like the root layout.
 */
export function usePageTheme(): Theme {
  return useSyncExternalStore(subscribe, shownTheme, () => 'dark')
}
