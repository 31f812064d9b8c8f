import { expect, test, THEME_KEY, waitForHydration } from './fixtures'

const visibleLogo = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').locator('[data-logo-variant]:visible')

test.describe('theme', () => {
  test('the exported HTML starts dark', async ({ request }) => {
    const html = await (await request.get('/')).text()
    expect(html).toMatch(/<html[^>]*class="dark"/)
  })

  test('follows a light OS preference when nothing is saved', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    await expect(visibleLogo(page)).toHaveAttribute('data-logo-variant', 'light')
  })

  test('follows a dark OS preference when nothing is saved', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(visibleLogo(page)).toHaveAttribute('data-logo-variant', 'dark')
  })

  test('toggles, is saved under the prefixed key, survives a reload and swaps the logo', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/sobre/')
    await waitForHydration(page)
    const html = page.locator('html')

    await page.getByRole('button', { name: 'Ativar tema claro' }).click()
    await expect(html).toHaveClass(/\blight\b/)
    await expect(visibleLogo(page)).toHaveAttribute('data-logo-variant', 'light')
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('light')

    await page.reload()
    await expect(html).toHaveClass(/\blight\b/)
    await waitForHydration(page)

    await page.getByRole('button', { name: 'Ativar tema escuro' }).click()
    await expect(html).toHaveClass(/\bdark\b/)
    await expect(visibleLogo(page)).toHaveAttribute('data-logo-variant', 'dark')
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark')
  })

  test('a saved choice beats the OS preference before the page paints', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'light'), THEME_KEY)
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/', { waitUntil: 'commit' })
    await page.waitForSelector('header')
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
  })
})
