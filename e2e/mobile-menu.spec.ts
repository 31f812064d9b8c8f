import { searchHref } from '../content/pages'
import { expect, test, waitForHydration } from './fixtures'
import { expectMenu, menuToggle } from './mobile-menu-toggle'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

test.describe('mobile menu', () => {
  test('opens, navigates, closes and returns focus on Escape', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const toggle = menuToggle(page)
    await expectMenu(page, 'closed')
    await expect(page.getByRole('navigation')).toHaveCount(0)

    await toggle.tap()
    await expectMenu(page, 'open')
    const menu = page.getByRole('navigation', { name: 'Menu principal' })
    await expect(menu.getByRole('link')).toHaveText(['Início', 'Serviços', 'Contato', 'Sobre'])
    await expect(menu.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page')

    await menu.getByRole('link', { name: 'Sobre' }).tap()
    await expect(page).toHaveURL(/\/sobre\/$/)
    await expectMenu(page, 'closed')
    await expect(page.getByRole('navigation')).toHaveCount(0)

    await toggle.click()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Sobre' })).toHaveAttribute('aria-current', 'page')
    await menu.getByRole('searchbox').focus()
    await page.keyboard.press('Escape')
    await expectMenu(page, 'closed')
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveCSS('outline-style', 'solid')
  })

  test('closes when a search is made from it', async ({ page }) => {
    await page.goto('/servicos/')
    await waitForHydration(page)
    await menuToggle(page).tap()
    const menu = page.getByRole('navigation', { name: 'Menu principal' })
    await menu.getByRole('searchbox', { name: 'Buscar no site' }).fill('  suporte  ')
    await menu.getByRole('button', { name: 'Buscar' }).tap()
    await expect(page).toHaveURL(searchHref('suporte'))
    await expectMenu(page, 'closed')
  })
})
