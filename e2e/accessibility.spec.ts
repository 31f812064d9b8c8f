import type { Page } from '@playwright/test'
import { contactForm } from '@/content/contact'
import { pages, searchHref } from '@/content/pages'
import { expectNoViolations, lookName, PHONE_LOOKS, settled, showAs, twoLooks } from './axe'
import { expect, MISSING_ROUTE, ROUTES, test, waitForHydration } from './fixtures'
import { expectMenu, menuToggle } from './helpers'

test.use({ colorScheme: 'light', viewport: { width: 1280, height: 800 } })

test.describe('axe', () => {
  test.use({ expectedConsoleError: /status of 404/ })

  const paths = [...ROUTES, searchHref('dados'), searchHref('xyzzy'), MISSING_ROUTE]
  paths.forEach((path, index) => {
    test(`${path} has no violations in either theme or width`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      for (const look of twoLooks(index)) {
        await test.step(lookName(look), async () => {
          await showAs(page, look)
          await expectNoViolations(page)
        })
      }
    })
  })

  test('the contact form showing its errors and a toast has no violations', async ({ page }) => {
    await page.goto(pages.contact.path)
    await waitForHydration(page)
    for (const look of twoLooks(0)) {
      await test.step(lookName(look), async () => {
        await showAs(page, look)
        // Raised again at each step: the toast lasts four seconds.
        await page.getByRole('button', { name: contactForm.submit }).click()
        await expect(page.locator('[data-sonner-toast]')).toHaveAttribute('data-mounted', 'true')
        const name = page.getByLabel(contactForm.fields.name.label)
        await expect(name).toHaveAttribute('aria-invalid', 'true')
        await settled(page)
        await expectNoViolations(page)
      })
    }
  })

  test('the mobile menu, open, has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(pages.services.path)
    await waitForHydration(page)
    await menuToggle(page).click()
    for (const look of PHONE_LOOKS) {
      await test.step(lookName(look), async () => {
        await showAs(page, look)
        await expectMenu(page, 'open')
        await expectNoViolations(page)
      })
    }
  })
})

type Stop = { key: string; visible: boolean; rings: { outline: string; width: number }[] }

function focused(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return null
    const root = document.documentElement
    const was = root.className
    const rings = ['light', 'dark'].map((theme) => {
      root.classList.remove('light', 'dark')
      root.classList.add(theme)
      const style = getComputedStyle(el)
      return { outline: style.outlineStyle, width: parseFloat(style.outlineWidth) }
    })
    root.className = was
    const box = el.getBoundingClientRect()
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)
    return { key: `${el.tagName}:${text}`, visible: box.width > 0 && box.height > 0, rings }
  })
}

async function tabStops(page: Page): Promise<Stop[]> {
  const stops: Stop[] = []
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab')
    const stop = await focused(page)
    if (!stop || (i > 5 && stops.some(({ key }) => key === stop.key))) break
    stops.push(stop)
  }
  return stops
}

test.describe('keyboard', () => {
  for (const path of ROUTES.map((r) => (r === pages.search.path ? searchHref('suporte') : r))) {
    test(`${path}: every focus ring is 2 px or more in both themes`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      const stops = await tabStops(page)
      expect(new Set(stops.map(({ key }) => key)).size).toBeGreaterThan(8)
      const unseen = stops.filter(
        ({ visible, rings }) =>
          !visible || rings.some(({ outline, width }) => outline === 'none' || width < 2),
      )
      expect(unseen).toEqual([])
    })
  }
})
