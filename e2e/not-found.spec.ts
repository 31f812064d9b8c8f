import { floatingWhatsApp } from '../content/shell'
import { searchHref } from '../content/pages'
import { expect, MISSING_ROUTE, test, waitForHydration } from './fixtures'
import { FACTS, WHATSAPP_URL } from './helpers'

test.describe('404', () => {
  // Chrome reports the document's own 404 status in the console; nothing else may appear.
  test.use({ expectedConsoleError: /status of 404/ })

  test('answers 404 with a Portuguese page, a search box and ways out', async ({ page }) => {
    const response = await page.goto(MISSING_ROUTE)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada')
    await expect(page.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute(
      'href',
      '/',
    )
    await expect(page.getByRole('link', { name: 'Ver nossos serviços' })).toHaveAttribute(
      'href',
      '/servicos/',
    )
    await waitForHydration(page)
    const search = page.getByRole('search', { name: 'Buscar outra página' }).getByRole('searchbox')
    await search.fill('suporte')
    await search.press('Enter')
    await expect(page).toHaveURL(searchHref('suporte'))
  })
})

// The link is the root layout's, the same on every page but the contact page (the match is
// lib/active-link.test.ts's); content/company-links.ts builds its address, the one chat link.
test.describe('floating WhatsApp link', () => {
  test(
    'floats on the pages, as a plain link, but not on the contact page',
    FACTS,
    async ({ page }) => {
      const fab = page.getByRole('link', { name: floatingWhatsApp.label })
      await page.goto('/')
      await expect(fab).toBeVisible()
      await expect(fab).toHaveAttribute('href', WHATSAPP_URL)
      await expect(fab).toHaveAttribute('target', '_blank')
      await expect(fab).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(fab).toHaveCSS('position', 'fixed')
      await page.goto('/contato/')
      await expect(fab).toHaveCount(0)
    },
  )
})
