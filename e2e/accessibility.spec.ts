import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { expectMenu, menuToggle } from './mobile-menu-toggle'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'services', path: '/servicos/' },
  { name: 'contact', path: '/contato/' },
  { name: 'about', path: '/sobre/' },
  { name: 'privacy notice', path: '/privacidade/' },
  { name: 'accessibility statement', path: '/acessibilidade/' },
  { name: 'search with results', path: '/buscar/?q=dados' },
  { name: 'search without results', path: '/buscar/?q=xyzzy' },
  { name: 'search without a query', path: '/buscar/' },
  { name: '404', path: '/pagina-que-nao-existe/' },
]

const VIEWPORTS = [
  { label: '1280px', width: 1280, height: 800 },
  { label: '390px', width: 390, height: 844 },
]

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }))
  expect(summary).toEqual([])
}

for (const scheme of ['light', 'dark'] as const) {
  for (const viewport of VIEWPORTS) {
    test.describe(`axe, ${scheme} theme, ${viewport.label}`, () => {
      test.use({
        colorScheme: scheme,
        viewport: { width: viewport.width, height: viewport.height },
        expectedConsoleError: /status of 404/,
      })

      for (const { name, path } of PAGES) {
        test(`${name} has no violations`, async ({ page }) => {
          await page.goto(path)
          await waitForHydration(page)
          await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`))
          await expectNoViolations(page)
        })
      }

      test('the contact form showing its errors and a toast has no violations', async ({
        page,
      }) => {
        await page.goto('/contato/')
        await waitForHydration(page)
        await page.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click()
        await expect(page.locator('[data-sonner-toast]')).toBeVisible()
        await expect(page.getByLabel('Nome')).toHaveAttribute('aria-invalid', 'true')
        await page.waitForTimeout(500)
        await expectNoViolations(page)
      })
    })
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe with the mobile menu open, ${scheme} theme`, () => {
    test.use({ colorScheme: scheme, viewport: { width: 390, height: 844 } })

    test('has no violations', async ({ page }) => {
      await page.goto('/servicos/')
      await waitForHydration(page)
      await menuToggle(page).click()
      await expectMenu(page, 'open')
      await expectNoViolations(page)
    })
  })
}
