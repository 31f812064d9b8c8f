import type { Page } from '@playwright/test'
import { contactForm } from '../content/contact'
import { header } from '../content/shell'
import { searchHref } from '../content/pages'
import { expectNoViolations, lookName, LOOKS, settled, showAs, twoLooks } from './axe'
import { expect, MISSING_ROUTE, ROUTES, test, waitForHydration } from './fixtures'
import { expectMenu, menuToggle } from './mobile-menu-toggle'

/** Every page, the search page in its three states, and the 404 page. */
const PATHS = [...ROUTES, searchHref('dados'), searchHref('xyzzy'), MISSING_ROUTE]

/** One h1, headings that never skip a level, and each landmark once or with a name of its own. */
async function expectStructure(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((el) => (el as HTMLElement).offsetParent !== null || el.closest('.sr-only'))
      .map((el) => Number(el.tagName[1])),
  )
  expect(levels[0]).toBe(1)
  const skips = levels.flatMap((level, index) =>
    index > 0 && level - levels[index - 1]! > 1 ? [`h${levels[index - 1]} → h${level}`] : [],
  )
  expect(skips, 'headings that skip a level').toEqual([])
  await expect(page.getByRole('banner')).toHaveCount(1)
  await expect(page.getByRole('navigation', { name: header.navLabel })).toHaveCount(1)
  // More navigation landmarks (the privacy notice's contents) each carry a name of their own.
  const navNames = await page.getByRole('navigation').evaluateAll((navs) =>
    navs.map((nav) => {
      const labelledBy = nav.getAttribute('aria-labelledby')
      return labelledBy
        ? document.getElementById(labelledBy)?.textContent
        : nav.getAttribute('aria-label')
    }),
  )
  expect(navNames.every(Boolean), JSON.stringify(navNames)).toBe(true)
  expect(new Set(navNames).size).toBe(navNames.length)
  await expect(page.getByRole('main')).toHaveCount(1)
  await expect(page.getByRole('contentinfo')).toHaveCount(1)
}

test.use({ colorScheme: 'light', viewport: { width: 1280, height: 800 } })

test.describe('accessibility of every page', () => {
  test.use({ expectedConsoleError: /status of 404/ })

  PATHS.forEach((path, index) => {
    test(`${path} has one h1, whole landmarks and no axe violations in either theme`, async ({
      page,
    }) => {
      await page.goto(path)
      await waitForHydration(page)
      await expectStructure(page)
      for (const look of twoLooks(index)) {
        await test.step(lookName(look), async () => {
          await showAs(page, look)
          await expectNoViolations(page)
        })
      }
    })
  })
})

test('the contact form showing its errors and a toast has no axe violations', async ({ page }) => {
  await page.goto('/contato/')
  await waitForHydration(page)
  const toast = page.locator('[data-sonner-toast]')
  for (const look of twoLooks(0)) {
    await test.step(lookName(look), async () => {
      await showAs(page, look)
      // Raised again at each step: the toast lasts four seconds, and moves with the width.
      await page.getByRole('button', { name: contactForm.submit }).click()
      await expect(toast).toHaveAttribute('data-mounted', 'true')
      await expect(page.getByLabel('Nome')).toHaveAttribute('aria-invalid', 'true')
      await settled(page)
      await expectNoViolations(page)
    })
  }
})

test('the mobile menu, open, has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/servicos/')
  await waitForHydration(page)
  await menuToggle(page).click()
  for (const look of LOOKS.filter(({ width }) => width === 390)) {
    await test.step(lookName(look), async () => {
      await showAs(page, look)
      await expectMenu(page, 'open')
      await expectNoViolations(page)
    })
  }
})
