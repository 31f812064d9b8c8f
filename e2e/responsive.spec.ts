import { expect, test } from './fixtures'

const ROUTES = [
  '/',
  '/servicos/',
  '/contato/',
  '/sobre/',
  '/privacidade/',
  '/acessibilidade/',
  '/buscar/',
  '/buscar/?q=suporte',
  '/buscar/?q=xyzzy',
]
const WIDTHS = [360, 390, 768, 1024, 1280, 1440]

test.describe('layout at every width', () => {
  for (const width of WIDTHS) {
    test(`no horizontal scroll at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const path of ROUTES) {
        await page.goto(path)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        )
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0)
      }
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
