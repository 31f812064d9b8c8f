import type { Page } from '@playwright/test'
import { expect, ROUTES, test, waitForHydration } from './fixtures'

const PATH = '/acessibilidade/'
const PAGE_URL = 'https://www.ipesoftware.com.br/acessibilidade/'

const symbolLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Acessibilidade', exact: true })

/** A section of the statement, found by its heading. */
const section = (page: Page, title: string) =>
  page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: title, exact: true }),
  })

test.describe('the accessibility symbol in every header', () => {
  test.use({ expectedConsoleError: /status of 404/ })

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`links to the statement from every page at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      for (const route of [...ROUTES, '/pagina-que-nao-existe/']) {
        await page.goto(route)
        const link = symbolLink(page)
        await expect(link, route).toBeVisible()
        await expect(link).toHaveAttribute('href', PATH)
        await expect(link.locator('svg use')).toHaveAttribute('href', '/icons.svg#accessibility')
        const box = (await link.boundingBox())!
        expect(Math.min(box.width, box.height), route).toBeGreaterThanOrEqual(44)
        await expect(
          page.getByRole('contentinfo').getByRole('link', { name: 'Acessibilidade' }),
        ).toHaveAttribute('href', PATH)
      }
    })
  }

  test('shows its name beside the symbol on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await expect(symbolLink(page).getByText('Acessibilidade')).toBeVisible()
  })

  test('opens the statement', async ({ page }) => {
    await page.goto('/servicos/')
    await waitForHydration(page)
    await symbolLink(page).click()
    await expect(page).toHaveURL(new RegExp(`${PATH}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acessibilidade')
  })
})

test.describe(PATH, () => {
  test('states the target, the law and the date of the last evaluation', async ({ page }) => {
    await page.goto(PATH)
    await expect(page).toHaveTitle('Acessibilidade | Ipê Software')
    await expect(page.getByText('Última avaliação em')).toContainText('24 de novembro de 2026')
    await expect(page.locator('time[datetime="2026-11-24"]')).toBeVisible()
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

  test('says how the site is tested, automatically and by hand', async ({ page }) => {
    await page.goto(PATH)
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

  test('lists the known limitations and a channel to report a barrier', async ({ page }) => {
    await page.goto(PATH)
    const limitations = section(page, 'Limitações conhecidas')
    await expect(limitations.getByRole('listitem')).toHaveCount(3)
    await expect(limitations).toContainText('WhatsApp')
    await expect(limitations).toContainText('Unsplash')

    const report = section(page, 'Encontrou uma barreira?')
    await expect(report.getByRole('link', { name: 'contato@ipesoftware.com.br' })).toHaveAttribute(
      'href',
      'mailto:contato@ipesoftware.com.br',
    )
    const whatsApp = report.getByRole('link', { name: /^WhatsApp \(67\) 99999-0000/ })
    await expect(whatsApp).toHaveAttribute('href', 'https://wa.me/5567999990000')
    await expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(report).toContainText('24 horas úteis')
  })

  test('is found by crawlers and by the site search', async ({ page, request }) => {
    await page.goto(PATH)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', PAGE_URL)
    const crumbs = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')))
    expect(crumbs.find((block) => block['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ position: 1 }, { position: 2, name: 'Acessibilidade', item: PAGE_URL }],
    })
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${PAGE_URL}</loc>`)
    for (const query of ['acessibilidade', 'leitor de tela']) {
      await page.goto(`/buscar/?q=${encodeURIComponent(query)}`)
      await expect(
        page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link', {
          name: 'Acessibilidade',
        }),
      ).toHaveAttribute('href', PATH)
    }
  })
})
