import { expect, test } from './fixtures'

test.use({ javaScriptEnabled: false })

test.describe('without JavaScript', () => {
  for (const path of ['/', '/sobre/']) {
    test(`${path} is fully visible, nothing left at opacity 0`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const hidden = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main *')]
          .filter((el) => {
            for (let node: HTMLElement | null = el; node; node = node.parentElement) {
              const style = getComputedStyle(node)
              if (style.opacity === '0' || style.visibility === 'hidden') return true
            }
            return false
          })
          .map((el) => el.outerHTML.slice(0, 80)),
      )
      expect(hidden).toEqual([])
      const transformed = await page.evaluate(
        () => getComputedStyle(document.querySelector('main > div')!).transform,
      )
      expect(transformed === 'none' || transformed === 'matrix(1, 0, 0, 1, 0, 0)').toBe(true)
    })
  }

  test('header links and the search form work on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Navegação principal' })
    await nav.getByRole('link', { name: 'Sobre' }).click()
    await expect(page).toHaveURL(/\/sobre\/$/)
    await page.waitForLoadState('load')
    await page.getByRole('searchbox', { name: 'Buscar no site' }).fill('dados')
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect(page).toHaveURL(/\/buscar\/\?q=dados$/)
  })
})
