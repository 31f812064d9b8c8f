import { expect, test, waitForHydration } from './fixtures'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

test.describe('mobile menu', () => {
  test('opens, navigates, closes and returns focus on Escape', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: /menu de navegação/ })
    await expect(toggle).toHaveAccessibleName('Abrir menu de navegação')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('navigation')).toHaveCount(0)

    await toggle.tap()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle).toHaveAccessibleName('Fechar menu de navegação')
    const menu = page.getByRole('navigation', { name: 'Menu principal' })
    await expect(menu.getByRole('link')).toHaveText(['Início', 'Serviços', 'Contato', 'Sobre'])

    await menu.getByRole('link', { name: 'Sobre' }).tap()
    await expect(page).toHaveURL(/\/sobre\/$/)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('navigation')).toHaveCount(0)

    await toggle.click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
  })
})
