'use client'

import { useSyncExternalStore } from 'react'

type Theme = 'light' | 'dark'

const subscribe = () => () => {}
const shownTheme = (): Theme =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light'

/** For a component that renders its own <html>; the exported HTML starts dark. */
export function usePageTheme(): Theme {
  return useSyncExternalStore(subscribe, shownTheme, () => 'dark')
}
