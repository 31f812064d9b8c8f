'use client'

import { useSyncExternalStore } from 'react'
import type { Theme } from '@/lib/palette'

const subscribe = () => () => {}
const shownTheme = (): Theme =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light'

/** For a component that renders its own <html>; the exported HTML starts dark. */
export function usePageTheme(): Theme {
  return useSyncExternalStore(subscribe, shownTheme, () => 'dark')
}
