import type { Page } from '@playwright/test'
import { searchHref } from '../content/pages'
import { expect, test, waitForHydration } from './fixtures'
import { holdScripts, markDocument, isMarkedDocument, waitForScriptsToRun } from './held-scripts'
import { gapBelowHeader } from './helpers'
import { expectMenu, menuToggle } from './mobile-menu-toggle'

const results = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link')

const PROMPT = 'Digite o que você procura no campo de busca acima.'

/** The search form of the page itself, apart from the header's. */
const pageSearch = (page: Page) =>
  page.getByRole('main').getByRole('search', { name: 'Pesquisar no site' }).getByRole('searchbox')

type Gap = { where: string; text: string; space: number; gap: number; size: number }

/**
 * For every highlighted match next to a space: the rendered width of that space and the distance
 * between the mark's box and the glyph on the other side of the space, on the same line.
 */
function gapsAroundMarks(page: Page): Promise<Gap[]> {
  return page.evaluate(() => {
    const box = (node: Text, start: number, end: number) => {
      const range = document.createRange()
      range.setStart(node, start)
      range.setEnd(node, end)
      return range.getBoundingClientRect()
    }
    const gaps: Gap[] = []
    for (const mark of document.querySelectorAll('main mark')) {
      const where = mark.closest('h2, p, li')?.tagName ?? '?'
      const size = parseFloat(getComputedStyle(mark).fontSize)
      const markBox = mark.getBoundingClientRect()
      const before = mark.previousSibling
      if (before instanceof Text && /\S\s$/.test(before.data)) {
        const end = before.data.length
        const glyph = box(before, end - 2, end - 1)
        if (Math.abs(glyph.bottom - markBox.bottom) < size / 2) {
          gaps.push({
            where,
            text: `${before.data.slice(-8)}[${mark.textContent}]`,
            space: box(before, end - 1, end).width,
            gap: markBox.left - glyph.right,
            size,
          })
        }
      }
      const after = mark.nextSibling
      if (after instanceof Text && /^\s\S/.test(after.data)) {
        const glyph = box(after, 1, 2)
        if (Math.abs(glyph.bottom - markBox.bottom) < size / 2) {
          gaps.push({
            where,
            text: `[${mark.textContent}]${after.data.slice(0, 8)}`,
            space: box(after, 0, 1).width,
            gap: glyph.left - markBox.right,
            size,
          })
        }
      }
    }
    return gaps
  })
}

test.describe('/buscar', () => {
  test('without a query asks for a term, in the field the page offers', async ({ page }) => {
    await page.goto('/buscar/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados da busca')
    await expect(page.getByText(PROMPT)).toBeVisible()
    const field = pageSearch(page)
    await expect(field).toBeVisible()
    await expect(field).toHaveValue('')
    // The field the prompt points at is above it.
    const fieldBox = (await field.boundingBox())!
    const promptBox = (await page.getByText(PROMPT).boundingBox())!
    expect(fieldBox.y + fieldBox.height).toBeLessThanOrEqual(promptBox.y)
    await waitForHydration(page)
    await field.fill('  suporte ')
    await field.press('Enter')
    await expect(page).toHaveURL(searchHref('suporte'))
    await expect(results(page).first()).toHaveText('Suporte Técnico')
  })

  test('a highlighted match keeps the spaces around it, in titles, descriptions and tags', async ({
    page,
  }) => {
    await page.goto(searchHref('dados'))
    await expect(results(page).first()).toHaveText('Análise de Dados')
    const gaps = await gapsAroundMarks(page)
    expect(new Set(gaps.map((gap) => gap.where))).toEqual(new Set(['H2', 'P', 'LI']))
    for (const { text, space, gap, size } of gaps) {
      expect(space, `the space in ${text}`).toBeGreaterThan(size / 10)
      expect(gap, `the gap in ${text}`).toBeGreaterThan(size / 10)
    }
    expect(
      await results(page)
        .first()
        .evaluate((link) => (link as HTMLElement).innerText),
    ).toBe('Análise de Dados')
  })

  test('finds accented entries from plain, accented and upper-case queries', async ({ page }) => {
    await page.goto(searchHref('integracao'))
    await expect(page.getByText('Você pesquisou por')).toContainText('integracao')
    await expect(results(page).first()).toHaveText('Integração de Sistemas')
    await expect(results(page).first().locator('mark')).toHaveText('Integração')

    await page.goto(searchHref('ANÁLISE'))
    await expect(results(page).first()).toHaveText('Análise de Dados')
    await page.goto(searchHref('Serviços'))
    await expect(results(page).first()).toHaveText('Serviços')
  })

  test('shows at most six keyword tags per result', async ({ page }) => {
    await page.goto(searchHref('software'))
    const lists = page.getByRole('list', { name: 'Palavras-chave' })
    // The results render after hydration; wait for them before counting.
    await expect(lists.first()).toBeVisible()
    for (const list of await lists.all()) {
      expect(await list.getByRole('listitem').count()).toBeLessThanOrEqual(6)
    }
  })

  test('with no match offers tips and links to Contato and Serviços', async ({ page }) => {
    await page.goto(searchHref('blockchain'))
    await expect(page.getByText('Nenhum resultado encontrado.')).toBeVisible()
    await expect(pageSearch(page)).toHaveValue('blockchain')
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
      await page.goto(searchHref(query))
      await waitForHydration(page)
      await results(page).first().click()
      await expect(page).toHaveURL(new RegExp(`/servicos/#${id}$`))
      // The page slides in: the gap settles once the transition ends.
      await expect.poll(() => gapBelowHeader(page, id)).toBeGreaterThanOrEqual(0)
      await expect.poll(() => gapBelowHeader(page, id)).toBeLessThanOrEqual(32)
      await expect(page.locator(`[id="${id}"]`)).toHaveCSS('outline-style', 'solid')
    }
  })

  test('a query typed in the header replaces the results in place', async ({ page }) => {
    await page.goto(searchHref('dados'))
    await waitForHydration(page)
    const search = page.getByRole('banner').getByRole('searchbox')
    await search.fill('contato')
    await search.press('Enter')
    await expect(page).toHaveURL(searchHref('contato'))
    await expect(results(page).first()).toHaveText('Contato')
    await expect(pageSearch(page)).toHaveValue('contato')
  })

  test('the header field and the page field show the query being looked at', async ({ page }) => {
    const header = page.getByRole('banner').getByRole('searchbox')
    await page.goto(searchHref(' dados '))
    await expect(header).toHaveValue('dados')
    const field = pageSearch(page)
    await expect(field).toHaveValue('dados')
    await waitForHydration(page)
    await field.fill('integração')
    await field.press('Enter')
    await expect(page).toHaveURL(searchHref('integração'))
    await expect(header).toHaveValue('integração')
    await page.goBack()
    await expect(header).toHaveValue('dados')
    await expect(pageSearch(page)).toHaveValue('dados')
    // Elsewhere the field is the visitor's again.
    await results(page).first().click()
    await expect(page).toHaveURL(/\/servicos\/#analise-de-dados$/)
    await expect(header).toHaveValue('')
  })

  test('what was typed in the header before the scripts ran is kept and searched', async ({
    page,
  }) => {
    const release = await holdScripts(page)
    await page.goto(searchHref('dados'), { waitUntil: 'domcontentloaded' })
    const header = page.getByRole('banner').getByRole('searchbox')
    await header.fill('integração')
    release()
    await waitForScriptsToRun(page)
    await expect(results(page).first()).toHaveText('Análise de Dados')
    await expect(header).toHaveValue('integração')
    await expect(pageSearch(page)).toHaveValue('dados')
    await markDocument(page)
    await header.press('Enter')
    await expect(page).toHaveURL(searchHref('integração'))
    await expect(results(page).first()).toHaveText('Integração de Sistemas')
    expect(await isMarkedDocument(page)).toBe(true)
  })
})

// That the search page is kept out of search engines (noindex, follow) is scripts/check-seo.ts's
// and app/page-metadata.test.ts's.

test.describe('/buscar with hostile input', () => {
  const hostile = [
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '\u202Egnp.exe\u200B\u200D',
    '"><svg onload=alert(1)>',
  ]

  test('renders each as text', async ({ page }) => {
    page.on('dialog', () => {
      throw new Error('a dialog opened')
    })
    for (const query of hostile) {
      await test.step(JSON.stringify(query), async () => {
        await page.goto(searchHref(query))
        await expect(page.getByText('Você pesquisou por')).toContainText(query.trim())
        await expect(page.locator('main img, main script, main svg[onload]')).toHaveCount(0)
      })
    }
  })

  test('a malformed percent-encoding, an empty term and 20,000 characters render normally', async ({
    page,
  }) => {
    await page.goto(`${searchHref('')}%E0%A4%A`)
    await expect(page.getByText('Você pesquisou por')).toBeVisible()
    await page.goto(searchHref(''))
    await expect(page.getByText(PROMPT)).toBeVisible()
    await page.goto(searchHref('a'.repeat(20_000)))
    await expect(page.getByText('Nenhum resultado encontrado.')).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test.describe('/buscar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('offers its own search field, and the menu field shows the query too', async ({ page }) => {
    await page.goto('/buscar/')
    await expect(page.getByText(PROMPT)).toBeVisible()
    await expect(page.getByRole('banner').getByRole('search')).toBeHidden()
    await expect(pageSearch(page)).toBeInViewport()
    await waitForHydration(page)
    const field = pageSearch(page)
    await field.fill('dados')
    await field.press('Enter')
    await expect(results(page).first()).toHaveText('Análise de Dados')
    await expect(field).toHaveValue('dados')
    await menuToggle(page).click()
    await expectMenu(page, 'open')
    await expect(
      page.getByRole('navigation', { name: 'Menu principal' }).getByRole('searchbox'),
    ).toHaveValue('dados')
  })
})

test.describe('/buscar without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('lists every page of the index', async ({ page }) => {
    await page.goto(searchHref('dados'))
    const list = page.getByRole('region', { name: 'Todas as páginas do site' })
    await expect(list.getByRole('link')).toHaveCount(12)
  })

  test('its own search field searches, on a phone too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/buscar/')
    await page.waitForLoadState('load')
    const field = pageSearch(page)
    await field.fill('suporte')
    await field.press('Enter')
    await expect(page).toHaveURL(searchHref('suporte'))
  })
})
