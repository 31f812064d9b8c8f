import { company } from '@/content/company'
import { contactForm } from '@/content/contact'
import { pages, searchHref } from '@/content/pages'
import { THEME_TOGGLE_ATTRIBUTE } from '../config/theme'
import { searchIndex } from '@/content/search-index'
import { searchPage } from '@/content/search-page'
import { header } from '@/content/shell'
import { expect, ROUTES, test } from './fixtures'
import { expectMenu, FACTS, menuToggle, TEL_HREF, WHATSAPP_URL } from './helpers'

test.use({ javaScriptEnabled: false })

// Each navigation waits for 'load': until the stylesheet applies, a locator matches two navs.

test('every page is visible, dark as exported, its header linking to the statement, offering no theme toggle', async ({
  page,
}) => {
  for (const path of ROUTES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('html')).toHaveClass('dark')
    const hidden = await page.locator('main *').evaluateAll((elements) =>
      elements
        .filter((el) => {
          for (let node: Element | null = el; node; node = node.parentElement) {
            const style = getComputedStyle(node)
            if (style.opacity === '0' || style.visibility === 'hidden') return true
          }
          return false
        })
        .map((el) => el.outerHTML.slice(0, 80)),
    )
    expect(hidden, path).toEqual([])
    await expect(page.locator('main > div')).toHaveCSS(
      'transform',
      /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/,
    )
    await expect(
      page.getByRole('banner').getByRole('link', { name: header.accessibility }),
    ).toHaveAttribute('href', pages.accessibility.path)
    // The theme toggle, which nothing would answer, is not offered.
    await expect(page.locator(`[${THEME_TOGGLE_ATTRIBUTE}]`)).toBeAttached()
    await expect(page.locator(`[${THEME_TOGGLE_ATTRIBUTE}]`)).toBeHidden()
  }
})

test('the contact page offers WhatsApp, phone and e-mail links', FACTS, async ({ page }) => {
  await page.goto(pages.contact.path)
  const main = page.getByRole('main')
  // Playwright's text selectors skip <noscript>, so the notice is read through the DOM.
  expect(await main.locator('noscript').first().textContent()).toContain(contactForm.noscript)
  await expect(main.locator(`a[href^="${WHATSAPP_URL}"]`).first()).toBeVisible()
  await expect(main.locator(`a[href="${TEL_HREF}"]`).first()).toBeVisible()
  await expect(main.locator(`a[href="mailto:${company.email}"]`).first()).toBeVisible()
})

test('on a phone the menu opens, its links and search work; /buscar/ lists every page, and searches', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const menu = page.getByRole('navigation', { name: header.menuNavLabel })
  await expectMenu(page, 'closed')
  await menuToggle(page).click()
  await expectMenu(page, 'open')
  await expect(menu.locator('[aria-current="page"]')).toHaveText(pages.home.navLabel)
  await menu.getByRole('link', { name: pages.about.navLabel }).click()
  await expect(page).toHaveURL(pages.about.path)
  await page.waitForLoadState('load')
  await expectMenu(page, 'closed')
  await menuToggle(page).click()
  await menu.getByRole('searchbox').fill('dados')
  await menu.getByRole('searchbox').press('Enter')
  await expect(page).toHaveURL(searchHref('dados'))
  const list = page.getByRole('region', { name: searchPage.noscriptTitle })
  await expect(list.getByRole('link')).toHaveCount(searchIndex.length)
  await expect(page.getByRole('banner').getByRole('searchbox')).toBeHidden()
  const field = page.getByRole('main').getByRole('search', { name: searchPage.formLabel })
  await field.getByRole('searchbox').fill('suporte')
  await field.getByRole('searchbox').press('Enter')
  await expect(page).toHaveURL(searchHref('suporte'))
})
