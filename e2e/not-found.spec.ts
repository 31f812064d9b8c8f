import { expect, test, waitForHydration } from './fixtures'

test.describe('404', () => {
  // Chrome reports the document's own 404 status in the console; nothing else may appear.
  test.use({ expectedConsoleError: /status of 404/ })

  test('answers 404 with a Portuguese page, a search box and ways out', async ({ page }) => {
    const response = await page.goto('/pagina-que-nao-existe/')
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
    await expect(page).toHaveURL(/\/buscar\/\?q=suporte$/)
  })
})

test.describe('floating WhatsApp link', () => {
  test('floats on every page but the contact page, as a plain link', async ({ page }) => {
    const fab = page.getByRole('link', {
      name: 'Fale com a Ipê Software no WhatsApp (abre em nova aba)',
    })
    for (const path of ['/', '/servicos/', '/sobre/', '/buscar/']) {
      await page.goto(path)
      await expect(fab).toBeVisible()
      await expect(fab).toHaveAttribute('href', 'https://wa.me/5567999990000')
      await expect(fab).toHaveAttribute('target', '_blank')
      await expect(fab).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(fab).toHaveCSS('position', 'fixed')
    }
    await page.goto('/contato/')
    await expect(fab).toHaveCount(0)
  })
})
