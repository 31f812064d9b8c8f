import { mainNav } from '../content/navigation'
import { pages, searchHref } from '../content/pages'
import { searchForm } from '../content/search-page'
import { floatingWhatsApp, header } from '../content/shell'
import { expect, test, waitForHydration } from './fixtures'
import { expectMenu, holdScripts, menuToggle, WHATSAPP_URL } from './helpers'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

test('the menu opens, closes on a tapped link; Escape returns focus', async ({ page }) => {
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
})

test('the menu closes when a search is made from it', async ({ page }) => {
  await page.goto(pages.services.path)
  await waitForHydration(page)
  await menuToggle(page).tap()
  const menu = page.getByRole('navigation', { name: header.menuNavLabel })
  await menu.getByRole('searchbox', { name: searchForm.label }).fill('  suporte  ')
  await menu.getByRole('button', { name: searchForm.submit }).tap()
  await expect(page).toHaveURL(searchHref('suporte'))
  await expectMenu(page, 'closed')
})

test('the open menu is modal, before the scripts and after: a tap outside closes it and reaches nothing behind', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto(pages.services.path, { waitUntil: 'domcontentloaded' })
  const menu = page.getByRole('navigation', { name: header.menuNavLabel })
  const html = page.locator('html')
  // Under the backdrop: a link that would open a window if the tap reached it.
  const behind = (await page.getByRole('link', { name: floatingWhatsApp.label }).boundingBox())!
  const openThenTapOutside = async () => {
    await menuToggle(page).tap()
    await expectMenu(page, 'open')
    await expect(menu.getByRole('link', { name: header.menu.whatsapp })).toHaveAttribute(
      'href',
      WHATSAPP_URL,
    )
    await expect(html, 'the page holds still').toHaveCSS('overflow', 'hidden')
    await page.touchscreen.tap(behind.x + behind.width / 2, behind.y + behind.height / 2)
    await expectMenu(page, 'closed')
    await expect(html).not.toHaveCSS('overflow', 'hidden')
    expect(page.context().pages(), 'no window opened').toHaveLength(1)
  }
  await openThenTapOutside()
  release()
  await waitForHydration(page)
  await openThenTapOutside()
})
