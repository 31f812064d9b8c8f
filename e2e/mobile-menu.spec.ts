import { mainNav } from '@/content/navigation'
import { pages } from '@/content/pages'
import { header } from '@/content/shell'
import { expect, test, waitForHydration } from './fixtures'
import { expectMenu, menuToggle, tapBehindMenu, WHATSAPP_URL } from './helpers'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

test('the menu opens, closes on a tapped link, on Escape (focus back) and on a tap outside', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const toggle = menuToggle(page)
  const menu = page.getByRole('navigation', { name: header.menuNavLabel })
  await expectMenu(page, 'closed')
  await toggle.tap()
  await expectMenu(page, 'open')
  await expect(menu.getByRole('listitem')).toHaveText(mainNav.map((link) => link.label))
  const current = menu.locator('[aria-current="page"]')
  await expect(current).toHaveText(pages.home.navLabel)
  await menu.getByRole('link', { name: pages.about.navLabel }).tap()
  await expect(page).toHaveURL(pages.about.path)
  await expectMenu(page, 'closed')

  await toggle.tap()
  await expect(current).toHaveText(pages.about.navLabel)
  await menu.getByRole('searchbox').focus()
  await page.keyboard.press('Escape')
  await expectMenu(page, 'closed')
  await expect(toggle).toBeFocused()
  await expect(toggle).toHaveCSS('outline-style', 'solid')

  // Modal: the page behind holds still, and a tap on it closes the menu, opening nothing.
  await toggle.tap()
  await expect(menu.getByRole('link', { name: header.menu.whatsapp })).toHaveAttribute(
    'href',
    WHATSAPP_URL,
  )
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden')
  await tapBehindMenu(page)
  await expectMenu(page, 'closed')
  expect(page.context().pages()).toHaveLength(1)
})
