import { searchHref } from '../content/pages'
import { expect, ROUTES as PAGES, test } from './fixtures'
import { overflowX } from './helpers'

const ROUTES = [...PAGES, searchHref('suporte'), searchHref('xyzzy')]
const WIDTHS = [360, 390, 768, 1024, 1280, 1440]

for (const path of ROUTES) {
  test(`${path}: no horizontal scroll from 360 to 1440 px`, async ({ page }) => {
    // Loaded once: the layout is CSS that follows the window as it widens.
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 })
    await page.goto(path)
    const overflows: string[] = []
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      overflows.push(`${width}: ${Math.max(0, await overflowX(page))}`)
    }
    expect(overflows).toEqual(WIDTHS.map((width) => `${width}: 0`))
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true })

  for (const path of ROUTES) {
    test(`${path}: every control is at least 44 px`, async ({ page }) => {
      await page.goto(path)
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('a, button, input, select, textarea')]
          .filter((el) => el.getClientRects().length > 0 && !el.closest('.sr-only'))
          // Links inside running text are exempt (WCAG 2.5.8): the privacy notice has some.
          .filter(
            (el) =>
              !(
                el.tagName === 'A' &&
                ['P', 'LI', 'DD'].includes(el.parentElement?.tagName ?? '') &&
                el.parentElement?.textContent !== el.textContent
              ),
          )
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.height < 44 || box.width < 44)
          .map(({ el, box }) => `${el.outerHTML.slice(0, 70)} (${box.width}×${box.height})`),
      )
      expect(small).toEqual([])
    })
  }
})
