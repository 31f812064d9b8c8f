import type { Page } from '@playwright/test'
import { pages, searchHref } from '../content/pages'
import { expect, ROUTES, test, waitForHydration } from './fixtures'

// Headings and landmarks are checked with axe, page by page, in accessibility.spec.ts.

/** Every page, the search page with results. */
const FOCUS_ROUTES = ROUTES.map((route) =>
  route === pages.search.path ? searchHref('suporte') : route,
)

type Ring = { outline: string; width: number }
type Focused = { key: string; visible: boolean; light: Ring; dark: Ring }

/**
 * The element that has the focus, with its focus ring in both themes: the dark variant is the
 * `dark` class on <html> (what next-themes sets), so the ring is read with each class in turn
 * without moving the focus.
 */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return null
    const root = document.documentElement
    const was = [...root.classList]
    const ring = (theme: 'light' | 'dark') => {
      root.classList.remove('light', 'dark')
      root.classList.add(theme)
      const style = getComputedStyle(el)
      return { outline: style.outlineStyle, width: parseFloat(style.outlineWidth) }
    }
    const rings = { light: ring('light'), dark: ring('dark') }
    root.className = was.join(' ')
    const box = el.getBoundingClientRect()
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)
    return {
      key: `${el.tagName.toLowerCase()}:${text}`,
      visible: box.width > 0 && box.height > 0,
      ...rings,
    }
  })
}

/** Tabs through the page until the focus leaves it or comes round again (at most 80 stops). */
async function tabThrough(page: Page): Promise<Focused[]> {
  const stops: Focused[] = []
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab')
    const stop = await focused(page)
    if (!stop || (i > 5 && stops.some(({ key }) => key === stop.key))) break
    stops.push(stop)
  }
  return stops
}

test.describe('keyboard', () => {
  for (const path of FOCUS_ROUTES) {
    test(`every focusable element on ${path} shows a focus ring, in both themes`, async ({
      page,
    }) => {
      await page.goto(path)
      await waitForHydration(page)
      const stops = await tabThrough(page)
      expect(new Set(stops.map(({ key }) => key)).size).toBeGreaterThan(8)
      const unseen = stops.flatMap(({ key, visible, light, dark }) => [
        ...(visible ? [] : [`${key}: not visible`]),
        ...(['light', 'dark'] as const).flatMap((theme) => {
          const { outline, width } = theme === 'light' ? light : dark
          return outline === 'none' || width < 2 ? [`${key}: ${theme} ${outline} ${width}px`] : []
        }),
      ])
      expect(unseen, 'focused elements without a visible ring of at least 2 px').toEqual([])
    })
  }
})
