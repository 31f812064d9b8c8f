import type { Page } from '@playwright/test'
import { accessibilityPage } from '../content/accessibility'
import { company } from '../content/company'
import { pages, searchHref } from '../content/pages'
import { header } from '../content/shell'
import { longDate } from '../lib/dates'
import { expect, test, waitForHydration } from './fixtures'
import { FACTS, PHONE, WHATSAPP_URL } from './helpers'

const PATH = pages.accessibility.path

const symbolLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Acessibilidade', exact: true })

/** A section of the statement, found by its heading. */
const section = (page: Page, title: string) =>
  page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: title, exact: true }),
  })

// The header is the root layout's, the same on every route: one route shows the symbol.
test.describe('the accessibility symbol in the header', () => {
  test('links to the statement at both widths, named on a wide screen, and opens it', async ({
    page,
  }) => {
    await page.goto('/servicos/')
    const link = symbolLink(page)
    await expect(link.getByText(header.accessibility)).toBeVisible()
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await test.step(`${viewport.width} px`, async () => {
        await page.setViewportSize(viewport)
        await expect(link).toBeVisible()
        await expect(link).toHaveAttribute('href', PATH)
        await expect(link.locator('svg use')).toHaveAttribute('href', '/icons.svg#accessibility')
        const box = (await link.boundingBox())!
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)
      })
    }
    await waitForHydration(page)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${PATH}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acessibilidade')
  })
})

test.describe(PATH, () => {
  test(
    'states its target, how the site is tested, its limitations and how to report a barrier',
    FACTS,
    async ({ page }) => {
      await page.goto(PATH)

      await test.step('states the target, the law, when it changed and when it was evaluated', async () => {
        await expect(page).toHaveTitle('Acessibilidade | Ipê Software')
        for (const [label, date] of [
          [accessibilityPage.updatedLabel, accessibilityPage.updatedAt],
          [accessibilityPage.evaluatedLabel, accessibilityPage.evaluatedAt],
        ] as const) {
          const line = page.getByText(label)
          await expect(line).toContainText(longDate(date, 'pt-BR'))
          await expect(line.locator(`time[datetime="${date}"]`)).toBeVisible()
        }
        const commitment = section(page, 'Nosso compromisso')
        for (const fact of [
          'Lei nº 13.146/2015, art. 63',
          'ABNT NBR 17225:2025',
          'nível AA',
          'WCAG 2.2',
        ]) {
          await expect(commitment).toContainText(fact)
        }
      })

      await test.step('says how the site is tested, automatically and by hand', async () => {
        const evaluation = section(page, 'Como o site é avaliado')
        const [automatic, manual] = await evaluation.getByRole('list').all()
        for (const check of [
          'axe',
          'temas claro e escuro',
          'html-validate',
          'validador do W3C',
          'teclado',
          'sem JavaScript',
          '44 × 44 px',
          'movimento reduzido',
        ]) {
          await expect(automatic!, check).toContainText(check)
        }
        for (const check of [
          'só pelo teclado',
          'leitores de tela',
          'JavaScript desligado',
          'movimento reduzido',
          'zoom de 200%',
          '320 px',
        ]) {
          await expect(manual!, check).toContainText(check)
        }
      })

      await test.step('lists the known limitations and a channel to report a barrier', async () => {
        const limitations = section(page, 'Limitações conhecidas')
        await expect(limitations.getByRole('listitem')).toHaveCount(3)
        await expect(limitations).toContainText('WhatsApp')
        await expect(limitations).toContainText('Unsplash')

        const report = section(page, 'Encontrou uma barreira?')
        await expect(report.getByRole('link', { name: company.email })).toHaveAttribute(
          'href',
          `mailto:${company.email}`,
        )
        const whatsApp = report.getByRole('link', { name: `WhatsApp ${PHONE}` })
        await expect(whatsApp).toHaveAttribute('href', WHATSAPP_URL)
        await expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer')
        await expect(report).toContainText('24 horas úteis')
      })
    },
  )

  // Its canonical address, breadcrumbs and place in the sitemap are scripts/check-seo.ts's.
  test('is found by the site search', async ({ page }) => {
    for (const query of ['acessibilidade', 'leitor de tela']) {
      await page.goto(searchHref(query))
      await expect(
        page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link', {
          name: 'Acessibilidade',
        }),
      ).toHaveAttribute('href', PATH)
    }
  })
})
