import { expect, test, waitForHydration } from './fixtures'
import { gapBelowHeader, SERVICE_ANCHORS } from './helpers'

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

  for (const id of SERVICE_ANCHORS) {
    test(`a link to #${id} lands just below the sticky header`, async ({ page }) => {
      await page.goto(`/servicos/#${id}`)
      await waitForHydration(page)
      const gap = await gapBelowHeader(page, id)
      expect(gap).toBeGreaterThanOrEqual(0)
      expect(gap).toBeLessThanOrEqual(32)
    })
  }

  test('a featured card on the home page lands on its service, below the header', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Saiba mais sobre Integração de Sistemas' }).click()
    await expect(page).toHaveURL(/\/servicos\/#integracao-de-sistemas$/)
    await page.waitForTimeout(600)
    const gap = await gapBelowHeader(page, 'integracao-de-sistemas')
    expect(gap).toBeGreaterThanOrEqual(0)
    expect(gap).toBeLessThanOrEqual(32)
  })
})
