import { expect, test, waitForHydration } from './fixtures'

const NAV = ['Início', 'Serviços', 'Contato', 'Sobre']

test.describe('site shell', () => {
  for (const [path, active] of [
    ['/', 'Início'],
    ['/sobre/', 'Sobre'],
    ['/servicos/', 'Serviços'],
    ['/contato/', 'Contato'],
  ] as const) {
    test(`${path} loads cleanly and highlights ${active}`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await waitForHydration(page)
      const nav = page.getByRole('navigation', { name: 'Navegação principal' })
      await expect(nav.getByRole('link')).toHaveText(NAV)
      await expect(nav.getByRole('link', { name: active })).toHaveAttribute('aria-current', 'page')
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
    })
  }

  test('the header search goes to /buscar/ with the trimmed, encoded term', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar no site' })
    await expect(search).toHaveAttribute('placeholder', 'O que você procura?')
    await expect(search).toHaveCSS('width', '256px')
    await search.fill('   suporte & TI #1  ')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/buscar\/\?q=suporte%20%26%20TI%20%231$/)
  })

  test('a blank header search does nothing', async ({ page }) => {
    await page.goto('/sobre/')
    await waitForHydration(page)
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar no site' })
    await search.fill('    ')
    await search.press('Enter')
    await page.waitForTimeout(300)
    await expect(page).toHaveURL(/\/sobre\/$/)
  })

  test('a route change scrolls to the top', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.mouse.wheel(0, 2500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sobre' }).click()
    await expect(page).toHaveURL(/\/sobre\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('the footer carries the company contacts and the credits', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/5567999990000',
    )
    await expect(
      footer.getByRole('link', { name: '(67) 99999-0000', exact: true }),
    ).toHaveAttribute('href', 'tel:+5567999990000')
    await expect(footer.getByRole('link', { name: 'contato@ipesoftware.com.br' })).toHaveAttribute(
      'href',
      'mailto:contato@ipesoftware.com.br',
    )
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
    await expect(footer).toContainText('Desenvolvido com ❤️ em Campo Grande, MS')
    await expect(
      footer.getByRole('link', { name: /no (LinkedIn|Instagram|Facebook)/ }),
    ).toHaveCount(3)
    for (const link of await footer.locator('a[target="_blank"]').all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test('the skip link jumps to the main content', async ({ page }) => {
    await page.goto('/sobre/')
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo principal' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })
})
