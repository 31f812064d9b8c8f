import { searchHref } from '../content/pages'
import { expect, ROUTES as PAGES, test } from './fixtures'

/** Every page, and the search page with results and without. */
const ROUTES = [...PAGES, searchHref('suporte'), searchHref('xyzzy')]
const WIDTHS = [360, 390, 768, 1024, 1280, 1440]

test.describe('layout at every width', () => {
  // Each page is loaded once, at the narrowest width, then the window widens: the layout is CSS
  // that follows the window.
  for (const path of ROUTES) {
    test(`${path}: no horizontal scroll from ${WIDTHS[0]} to ${WIDTHS.at(-1)} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 })
      await page.goto(path)
      const widths: { width: number; overflow: number }[] = []
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        )
        widths.push({ width, overflow })
      }
      expect(
        widths.filter(({ overflow }) => overflow > 0),
        'px past the window',
      ).toEqual([])
    })
  }
})

test.describe('touch targets on phones', () => {
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
          .map(
            ({ el, box }) =>
              `${el.outerHTML.slice(0, 70)} (${Math.round(box.width)}×${Math.round(box.height)})`,
          ),
      )
      expect(small).toEqual([])
    })
  }
})
