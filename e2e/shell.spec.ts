import { company } from '../content/company'
import { mainNav } from '../content/navigation'
import { pages, searchHref } from '../content/pages'
import { searchForm } from '../content/search-page'
import { footer, header, skipLink } from '../content/shell'
import { socialLinks } from '../content/social'
import { expect, test, waitForHydration } from './fixtures'
import { FACTS, PHONE, TEL_HREF, WHATSAPP_URL } from './helpers'

// The header and the footer are the root layout's, the same on every route: one route shows them.
// That every link resolves, and every new-tab link has rel="noopener noreferrer", is
// scripts/check-links.ts's to check on every exported page.

test.describe('site shell', () => {
  test('the main navigation marks the page being shown, as the visitor moves', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: header.navLabel })
    await expect(nav.getByRole('link')).toHaveText(mainNav.map((link) => link.label))
    await expect(nav.locator('[aria-current="page"]')).toHaveText(pages.home.navLabel)
    for (const { label, href } of [...mainNav.slice(1), mainNav[0]!]) {
      await test.step(label, async () => {
        await nav.getByRole('link', { name: label }).click()
        await expect(page).toHaveURL(href)
        await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page')
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
      })
    }
  })

  test('the header search goes to /buscar/ with the trimmed, encoded term, and not for a blank one', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const search = page.getByRole('banner').getByRole('searchbox', { name: searchForm.label })
    await expect(search).toHaveAttribute('placeholder', searchForm.placeholder)
    await expect(search).toHaveCSS('width', '256px')
    const visited = await page.evaluate(() => history.length)
    await search.fill('    ')
    await search.press('Enter')
    await search.fill('   suporte & TI #1  ')
    await search.press('Enter')
    await expect(page).toHaveURL(searchHref('suporte & TI #1'))
    // One step in the history: the blank search went nowhere.
    expect(await page.evaluate(() => history.length)).toBe(visited + 1)
  })

  test('a route change scrolls to the top', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.mouse.wheel(0, 2500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.getByRole('contentinfo').getByRole('link', { name: pages.about.navLabel }).click()
    await expect(page).toHaveURL(/\/sobre\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test(
    'the footer carries the contacts, the company identification, the notices and the credits',
    FACTS,
    async ({ page }) => {
      await page.goto('/')
      const footerInfo = page.getByRole('contentinfo')
      await expect(footerInfo.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
        'href',
        WHATSAPP_URL,
      )
      await expect(footerInfo.getByRole('link', { name: PHONE, exact: true })).toHaveAttribute(
        'href',
        TEL_HREF,
      )
      await expect(footerInfo.getByRole('link', { name: company.email })).toHaveAttribute(
        'href',
        `mailto:${company.email}`,
      )
      await expect(footerInfo).toContainText(`${company.legalName} – CNPJ ${company.cnpj}`)
      await expect(
        footerInfo.getByRole('link', { name: footer.privacyLink, exact: true }),
      ).toHaveAttribute('href', pages.privacy.path)
      await expect(
        footerInfo.getByRole('link', { name: footer.accessibilityLink, exact: true }),
      ).toHaveAttribute('href', pages.accessibility.path)
      await expect(footerInfo).toContainText(`© ${new Date().getFullYear()}`)
      await expect(footerInfo).toContainText(footer.madeIn)
      const { address } = company
      await expect(footerInfo.locator('address')).toHaveText(
        `${address.street}, ${address.district}${address.city}, ${address.state}, ${address.postalCode}`,
      )
      await expect(
        footerInfo.getByRole('link', { name: /no (LinkedIn|Instagram|Facebook)/ }),
      ).toHaveCount(socialLinks.length)
      for (const social of socialLinks) {
        await expect(
          footerInfo.getByRole('link', { name: footer.socialLabel(social.name) }),
        ).toHaveAttribute('href', social.url)
      }
    },
  )

  test('the skip link jumps to the main content', async ({ page }) => {
    await page.goto('/sobre/')
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: skipLink })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })
})
