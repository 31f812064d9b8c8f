import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { expectMenu, menuToggle } from './mobile-menu-toggle'

const ROUTES = [
  '/',
  '/servicos/',
  '/contato/',
  '/sobre/',
  '/privacidade/',
  '/acessibilidade/',
  '/buscar/?q=suporte',
]

type FocusInfo = { tag: string; text: string; outline: string; width: number; visible: boolean }

async function focusedInfo(page: Page): Promise<FocusInfo | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return null
    const style = getComputedStyle(el)
    const box = el.getBoundingClientRect()
    return {
      tag: el.tagName.toLowerCase(),
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
      outline: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      visible: box.width > 0 && box.height > 0,
    }
  })
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`keyboard, ${scheme} theme`, () => {
    test.use({ colorScheme: scheme })

    for (const path of ROUTES) {
      test(`every focusable element on ${path} shows a focus ring`, async ({ page }) => {
        await page.goto(path)
        await waitForHydration(page)
        const seen = new Set<string>()
        for (let i = 0; i < 80; i++) {
          await page.keyboard.press('Tab')
          const info = await focusedInfo(page)
          if (!info) break
          const key = `${info.tag}:${info.text}`
          if (seen.has(key) && i > 5) break
          seen.add(key)
          expect(info.visible, key).toBe(true)
          expect(info.outline, key).not.toBe('none')
          expect(info.width, key).toBeGreaterThanOrEqual(2)
        }
        expect(seen.size).toBeGreaterThan(8)
      })
    }
  })
}

// Headings and landmarks are checked with axe, page by page, in accessibility.spec.ts.

test.describe('screen reader names', () => {
  test('the theme toggle and the menu button say what they do, in Portuguese', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: 'Ativar tema claro' })).toBeVisible()
    await expect(menuToggle(page)).toBeVisible()
    await expectMenu(page, 'closed')
  })

  test('toasts are announced in a polite live region', async ({ page }) => {
    await page.goto('/contato/')
    await waitForHydration(page)
    // The toaster mounts at the first interaction, before any toast can be raised.
    await page.getByLabel('Nome').focus()
    const region = page.locator('section[aria-live="polite"]')
    await expect(region).toHaveCount(1)
    await expect(region).toHaveAttribute('aria-label', /Notificações/)
    await page.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click()
    await expect(region).toContainText('Preencha os campos obrigatórios')
  })
})
