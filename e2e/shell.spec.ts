import { company } from '@/content/company'
import { companyLinks } from '@/content/company-links'
import { notFoundPage } from '@/content/errors'
import { footerNav, mainNav } from '@/content/navigation'
import { pages, searchHref } from '@/content/pages'
import { searchForm } from '@/content/search-page'
import { directions, floatingWhatsApp, footer, header, skipLink } from '@/content/shell'
import { socialLinks } from '@/content/social'
import { expect, MISSING_ROUTE, test, waitForHydration } from './fixtures'
import { ADDRESS, FACTS, PHONE, TEL_HREF, WHATSAPP_URL } from './helpers'

// The header and footer are the root layout's, the same on every route: one route shows them.

test('the navigation marks the page shown, as the visitor moves', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const nav = page.getByRole('navigation', { name: header.navLabel })
  await expect(nav.getByRole('link')).toHaveText(mainNav.map((link) => link.label))
  await expect(nav.locator('[aria-current="page"]')).toHaveText(pages.home.navLabel)
  for (const { label, href } of [...mainNav.slice(1), mainNav[0]!]) {
    await nav.getByRole('link', { name: label }).click()
    await expect(page).toHaveURL(href)
    await expect(nav.locator('[aria-current="page"]')).toHaveText(label)
  }
})

test('the header search sends the trimmed, encoded term, and no blank one', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const search = page.getByRole('banner').getByRole('searchbox', { name: searchForm.label })
  await expect(search).toHaveAttribute('placeholder', searchForm.placeholder)
  const visited = await page.evaluate(() => history.length)
  await search.fill('    ')
  await search.press('Enter')
  await search.fill('   suporte & TI #1  ')
  await search.press('Enter')
  await expect(page).toHaveURL(searchHref('suporte & TI #1'))
  // One step in the history: the blank search went nowhere.
  expect(await page.evaluate(() => history.length)).toBe(visited + 1)
})

test('the header sticks; a route change scrolls to the top', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.mouse.wheel(0, 2500)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await expect.poll(async () => (await page.getByRole('banner').boundingBox())?.y).toBe(0)
  await page.getByRole('contentinfo').getByRole('link', { name: pages.about.navLabel }).click()
  await expect(page).toHaveURL(pages.about.path)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the skip link jumps to the main content', async ({ page }) => {
  await page.goto(pages.about.path)
  await waitForHydration(page)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: skipLink })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

test('the footer shows the company, its links, contacts and credits', FACTS, async ({ page }) => {
  await page.goto('/')
  const info = page.getByRole('contentinfo')
  await expect(info).toContainText(company.description)
  await expect(info.getByRole('list').nth(1).getByRole('link')).toHaveText(
    footerNav.map((link) => link.label),
  )
  await expect(info.locator('address')).toHaveText(ADDRESS)
  const links: [string | RegExp, string][] = [
    [PHONE, TEL_HREF],
    [/WhatsApp/, WHATSAPP_URL],
    [company.email, `mailto:${company.email}`],
    [directions.accessibleName, companyLinks.directions],
    ...socialLinks.map(({ name, url }): [string, string] => [footer.socialLabel(name), url]),
    [footer.privacyLink, pages.privacy.path],
    [footer.accessibilityLink, pages.accessibility.path],
  ]
  for (const [name, href] of links)
    await expect(info.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  for (const text of [footer.copyright(new Date().getFullYear()), footer.legalId, footer.madeIn])
    await expect(info).toContainText(text)
})

test('a WhatsApp link floats on every page but /contato', FACTS, async ({ page }) => {
  const fab = page.getByRole('link', { name: floatingWhatsApp.label })
  await page.goto('/')
  await expect(fab).toHaveAttribute('href', WHATSAPP_URL)
  // Below the fold at the top (docs/design.md, "The next step"), then in the screen's corner.
  await expect(fab).not.toBeInViewport()
  await page.evaluate(() => scrollTo(0, innerHeight * 1.5))
  await expect(fab).toBeInViewport({ ratio: 1 })
  await page.goto(pages.contact.path)
  await expect(fab).toHaveCount(0)
})

test.describe('an address that is no page', () => {
  test.use({ expectedConsoleError: /status of 404/ })

  test('answers 404, in Portuguese, with ways out and a search', async ({ page }) => {
    expect((await page.goto(MISSING_ROUTE))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundPage.title)
    for (const { label, href } of notFoundPage.links)
      await expect(page.getByRole('link', { name: label })).toHaveAttribute('href', href)
    await waitForHydration(page)
    const search = page.getByRole('search', { name: notFoundPage.searchLabel })
    await search.getByRole('searchbox').fill('suporte')
    await search.getByRole('searchbox').press('Enter')
    await expect(page).toHaveURL(searchHref('suporte'))
  })
})
