import { company } from '../content/company'
import { searchHref } from '../content/pages'
import { expect, ROUTES, test } from './fixtures'
import { FACTS, TEL_HREF, WHATSAPP_URL } from './helpers'
import { expectMenu, menuToggle } from './mobile-menu-toggle'

test.use({ javaScriptEnabled: false })

// After each navigation the tests wait for 'load': until the stylesheet applies, the desktop
// navigation and search show at every width too, and a locator would match two of them.

test.describe('without JavaScript', () => {
  test('every page is fully visible, nothing left at opacity 0 or moved', async ({ page }) => {
    for (const path of ROUTES) {
      await test.step(path, async () => {
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
        const transform = await page.evaluate(
          () => getComputedStyle(document.querySelector('main > div')!).transform,
        )
        expect(['none', 'matrix(1, 0, 0, 1, 0, 0)']).toContain(transform)
      })
    }
  })

  test('the contact page offers WhatsApp, phone and e-mail links', FACTS, async ({ page }) => {
    await page.goto('/contato/')
    const main = page.getByRole('main')
    // Playwright's text selectors skip <noscript>, so the notice is read through the DOM.
    const notice = main.locator('noscript p').first()
    await expect(notice).toBeVisible()
    expect(await notice.evaluate((el) => el.textContent)).toContain(
      'O formulário precisa de JavaScript ativado.',
    )
    await expect(main.locator(`a[href^="${WHATSAPP_URL}"]`).first()).toBeVisible()
    await expect(main.locator(`a[href="${TEL_HREF}"]`).first()).toBeVisible()
    await expect(main.locator(`a[href="mailto:${company.email}"]`).first()).toBeVisible()
  })

  test('footer links work at desktop width', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Serviços' }).click()
    await expect(page).toHaveURL(/\/servicos\/$/)
    await page.waitForLoadState('load')
    await page.getByRole('banner').getByRole('link', { name: 'Contato' }).click()
    await expect(page).toHaveURL(/\/contato\/$/)
    await page.waitForLoadState('load')
    await page.getByRole('banner').getByRole('searchbox').fill('suporte')
    await page.getByRole('banner').getByRole('searchbox').press('Enter')
    await expect(page).toHaveURL(searchHref('suporte'))
    await page.waitForLoadState('load')
  })

  test('the menu opens on a phone, and its links and search work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'Menu principal' })
    await expectMenu(page, 'closed')
    await menuToggle(page).click()
    await expectMenu(page, 'open')
    await expect(menu.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page')
    await menu.getByRole('link', { name: 'Sobre' }).click()
    await expect(page).toHaveURL(/\/sobre\/$/)
    await page.waitForLoadState('load')
    await expectMenu(page, 'closed')
    await menuToggle(page).click()
    await menu.getByRole('searchbox', { name: 'Buscar no site' }).fill('dados')
    await menu.getByRole('button', { name: 'Buscar' }).click()
    await expect(page).toHaveURL(searchHref('dados'))
    await page.waitForLoadState('load')
  })
})
