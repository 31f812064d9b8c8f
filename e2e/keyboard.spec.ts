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

test.describe('structure', () => {
  for (const path of [...ROUTES, '/buscar/', '/buscar/?q=xyzzy']) {
    test(`${path} has one h1, an unbroken heading outline and each landmark once`, async ({
      page,
    }) => {
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      const levels = await page.evaluate(() =>
        [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
          .filter((el) => (el as HTMLElement).offsetParent !== null || el.closest('.sr-only'))
          .map((el) => Number(el.tagName[1])),
      )
      expect(levels[0]).toBe(1)
      levels.forEach((level, index) => {
        if (index > 0) expect(level - levels[index - 1]!, `heading ${index}`).toBeLessThanOrEqual(1)
      })
      await expect(page.getByRole('banner')).toHaveCount(1)
      await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(1)
      // More navigation landmarks (the privacy notice's contents) each carry a name of their own.
      const navNames = await page.getByRole('navigation').evaluateAll((navs) =>
        navs.map((nav) => {
          const labelledBy = nav.getAttribute('aria-labelledby')
          return labelledBy
            ? document.getElementById(labelledBy)?.textContent
            : nav.getAttribute('aria-label')
        }),
      )
      expect(navNames.every(Boolean), JSON.stringify(navNames)).toBe(true)
      expect(new Set(navNames).size).toBe(navNames.length)
      await expect(page.getByRole('main')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toHaveCount(1)
    })
  }
})

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
