import { expect, test, waitForHydration } from './fixtures'
import { gapBelowHeader } from './helpers'

const results = (page: import('@playwright/test').Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link')

test.describe('/buscar', () => {
  test('without a query asks for a term', async ({ page }) => {
    await page.goto('/buscar/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados da busca')
    await expect(
      page.getByText('Digite o que você procura no campo de busca no topo da página.'),
    ).toBeVisible()
  })

  test('finds accented entries from plain, accented and upper-case queries', async ({ page }) => {
    await page.goto('/buscar/?q=integracao')
    await expect(page.getByText('Você pesquisou por')).toContainText('integracao')
    await expect(results(page).first()).toHaveText('Integração de Sistemas')
    await expect(results(page).first().locator('mark')).toHaveText('Integração')

    await page.goto('/buscar/?q=AN%C3%81LISE')
    await expect(results(page).first()).toHaveText('Análise de Dados')
    await page.goto('/buscar/?q=Servi%C3%A7os')
    await expect(results(page).first()).toHaveText('Serviços')
  })

  test('shows at most six keyword tags per result', async ({ page }) => {
    await page.goto('/buscar/?q=software')
    const lists = page.getByRole('list', { name: 'Palavras-chave' })
    // The results render after hydration; wait for them before counting.
    await expect(lists.first()).toBeVisible()
    for (const list of await lists.all()) {
      expect(await list.getByRole('listitem').count()).toBeLessThanOrEqual(6)
    }
  })

  test('with no match offers tips and links to Contato and Serviços', async ({ page }) => {
    await page.goto('/buscar/?q=blockchain')
    await expect(page.getByText('Nenhum resultado encontrado.')).toBeVisible()
    await expect(page.getByText('Tente palavras-chave diferentes.')).toBeVisible()
    await expect(page.getByText('Use termos mais curtos ou mais gerais.')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: /Contato/ })).toHaveAttribute(
      'href',
      '/contato/',
    )
    await expect(page.getByRole('main').getByRole('link', { name: /Serviços/ })).toHaveAttribute(
      'href',
      '/servicos/',
    )
  })

  test('each service result lands on its anchor below the header', async ({ page }) => {
    for (const [query, id] of [
      ['seguranca', 'seguranca-da-informacao'],
      ['suporte tecnico', 'suporte-tecnico'],
      ['sites personalizados', 'sites-personalizados'],
    ] as const) {
      await page.goto(`/buscar/?q=${encodeURIComponent(query)}`)
      await waitForHydration(page)
      await results(page).first().click()
      await expect(page).toHaveURL(new RegExp(`/servicos/#${id}$`))
      await page.waitForTimeout(600)
      const gap = await gapBelowHeader(page, id)
      expect(gap).toBeGreaterThanOrEqual(0)
      expect(gap).toBeLessThanOrEqual(32)
    }
  })

  test('a query typed in the header replaces the results in place', async ({ page }) => {
    await page.goto('/buscar/?q=dados')
    await waitForHydration(page)
    const search = page.getByRole('banner').getByRole('searchbox')
    await search.fill('contato')
    await search.press('Enter')
    await expect(page).toHaveURL(/q=contato$/)
    await expect(results(page).first()).toHaveText('Contato')
  })

  test('is kept out of search engines', async ({ request }) => {
    const html = await (await request.get('/buscar/')).text()
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)
  })
})

test.describe('/buscar with hostile input', () => {
  const hostile = [
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '\u202Egnp.exe\u200B\u200D',
    '"><svg onload=alert(1)>',
  ]

  for (const query of hostile) {
    test(`renders ${JSON.stringify(query)} as text`, async ({ page }) => {
      page.on('dialog', () => {
        throw new Error('a dialog opened')
      })
      await page.goto(`/buscar/?q=${encodeURIComponent(query)}`)
      await expect(page.getByText('Você pesquisou por')).toContainText(query.trim())
      expect(await page.locator('main img, main script, main svg[onload]').count()).toBe(0)
    })
  }

  test('a malformed percent-encoding, an empty q= and 20,000 characters render normally', async ({
    page,
  }) => {
    await page.goto('/buscar/?q=%E0%A4%A')
    await expect(page.getByText('Você pesquisou por')).toBeVisible()
    await page.goto('/buscar/?q=')
    await expect(page.getByText('Digite o que você procura')).toBeVisible()
    await page.goto(`/buscar/?q=${'a'.repeat(20_000)}`)
    await expect(page.getByText('Nenhum resultado encontrado.')).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test.describe('/buscar without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('lists every page of the index', async ({ page }) => {
    await page.goto('/buscar/?q=dados')
    const list = page.getByRole('region', { name: 'Todas as páginas do site' })
    await expect(list.getByRole('link')).toHaveCount(12)
  })
})
