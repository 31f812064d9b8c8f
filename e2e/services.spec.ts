import type { Page } from '@playwright/test'
import { services } from '../content/services'
import { expect, test, waitForHydration } from './fixtures'
import { gapBelowHeader, SERVICE_ANCHORS } from './helpers'
import { tokenRgb } from './palette'

type Row = { left: number; right: number; cards: number }

/** The service cards grouped by row, each row with the horizontal extent of its cards. */
function gridRows(page: Page): Promise<{ grid: { left: number; right: number }; rows: Row[] }> {
  return page.getByRole('region', { name: 'Nossos serviços' }).evaluate((region) => {
    const list = region.querySelector('ul')!
    const rows = new Map<number, Row>()
    for (const item of list.children) {
      const box = item.getBoundingClientRect()
      const top = Math.round(box.top)
      const row = rows.get(top) ?? { left: Infinity, right: -Infinity, cards: 0 }
      rows.set(top, {
        left: Math.min(row.left, box.left),
        right: Math.max(row.right, box.right),
        cards: row.cards + 1,
      })
    }
    const grid = list.getBoundingClientRect()
    return { grid: { left: grid.left, right: grid.right }, rows: [...rows.values()] }
  })
}

const outlined = (page: Page) =>
  page
    .locator('main [id]')
    .evaluateAll((elements) =>
      elements.filter((el) => getComputedStyle(el).outlineStyle !== 'none').map((el) => el.id),
    )

test.describe('/servicos', () => {
  test('lists the five services, the six steps in order, security and the quote button', async ({
    page,
  }) => {
    await page.goto('/servicos/')
    for (const id of SERVICE_ANCHORS) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1)
    const grid = page.getByRole('region', { name: 'Nossos serviços' })
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText([
      'Software Personalizado',
      'Sites Personalizados',
      'Suporte Técnico',
      'Integração de Sistemas',
      'Análise de Dados',
    ])
    const process = page.getByRole('region', { name: 'Como Trabalhamos' })
    await expect(process.getByRole('heading', { level: 3 })).toHaveText([
      'Análise detalhada de requisitos',
      'Desenvolvimento ágil e iterativo',
      'Testes rigorosos de qualidade',
      'Documentação completa',
      'Treinamento da equipe',
      'Suporte pós-implantação',
    ])
    await expect(page.getByRole('heading', { name: 'Segurança da Informação' })).toBeVisible()
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Solicitar Orçamento' }).click()
    await expect(page).toHaveURL(/\/contato\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Entre em Contato' })).toBeVisible()
  })

  // Every anchor, as a visitor arriving from a link elsewhere: just below the sticky header, and
  // framed in the brand colour of each theme, alone.
  for (const id of SERVICE_ANCHORS) {
    test(`a link to #${id} lands just below the sticky header, framed in both themes`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'light' })
      await page.goto(`/servicos/#${id}`)
      await waitForHydration(page)
      const gap = await gapBelowHeader(page, id)
      expect(gap).toBeGreaterThanOrEqual(0)
      expect(gap).toBeLessThanOrEqual(32)
      const target = page.locator(`[id="${id}"]`)
      for (const theme of ['light', 'dark'] as const) {
        await test.step(`${theme} theme`, async () => {
          await page.emulateMedia({ colorScheme: theme })
          await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
          await expect(target).toHaveCSS('outline-color', tokenRgb(theme, 'brand'))
          await expect(target).toHaveCSS('outline-width', '3px')
          expect(await outlined(page)).toEqual([id])
        })
      }
    })
  }

  test('a featured card on the home page lands on its service, below the header, framed', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Saiba mais sobre Integração de Sistemas' }).click()
    await expect(page).toHaveURL(/\/servicos\/#integracao-de-sistemas$/)
    // The page slides in: the gap settles once the transition ends.
    await expect
      .poll(() => gapBelowHeader(page, 'integracao-de-sistemas'))
      .toBeGreaterThanOrEqual(0)
    await expect.poll(() => gapBelowHeader(page, 'integracao-de-sistemas')).toBeLessThanOrEqual(32)
    await expect.poll(() => outlined(page)).toEqual(['integracao-de-sistemas'])
    // Back and forward still work after the anchor is marked as the target.
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Soluções inteligentes para sua empresa',
    )
    await page.goForward()
    await expect(page).toHaveURL(/\/servicos\/#integracao-de-sistemas$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tecnologia sob medida')
  })

  test('the five services leave no hole in the grid at 1280, 1024 and 768 px', async ({ page }) => {
    await page.goto('/servicos/')
    for (const width of [1280, 1024, 768]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 })
        const { grid, rows } = await gridRows(page)
        expect(rows.reduce((sum, row) => sum + row.cards, 0)).toBe(services.length)
        for (const row of rows) {
          expect(row.left).toBeCloseTo(grid.left, 0)
          expect(row.right).toBeCloseTo(grid.right, 0)
        }
      })
    }
  })
})

test.describe('the framed service with reduced motion', () => {
  test('is drawn in with motion, and without it when the visitor asks for less', async ({
    page,
  }) => {
    const target = page.locator('[id="suporte-tecnico"]')
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto('/servicos/#suporte-tecnico')
    await expect(target).not.toHaveCSS('animation-name', 'none')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect(target).toHaveCSS('animation-name', 'none')
    await expect(target).toHaveCSS('outline-style', 'solid')
  })
})
