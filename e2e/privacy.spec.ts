import { expect, ROUTES, test, THEME_KEY, waitForHydration } from './fixtures'
import { gapBelowHeader } from './helpers'

const DRAFT_KEY = 'ipe-software-contact-draft'
const LEGAL_NAME = 'Ipê Software Ltda.'
const CNPJ = '00.000.000/0001-00'
const DIRECTIONS = 'https://www.google.com/maps/dir/?api=1&destination=-20.4697%2C-54.6201'

test.describe('/privacidade', () => {
  test('says who controls the data, what the form collects, why and on what basis', async ({
    page,
  }) => {
    await page.goto('/privacidade/')
    await expect(page).toHaveTitle('Política de Privacidade | Ipê Software')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de Privacidade')
    await expect(page.getByText('Atualizada em')).toContainText('22 de novembro de 2026')
    await expect(page.locator('time[datetime="2026-11-22"]')).toBeVisible()

    const main = page.getByRole('main')
    const controller = main.locator('dl')
    await expect(controller).toContainText(`Razão social${LEGAL_NAME}`)
    await expect(controller).toContainText(`CNPJ${CNPJ}`)
    await expect(controller).toContainText('Av. Afonso Pena, 3000, Centro, Campo Grande, MS')
    await expect(
      controller.getByRole('link', { name: 'contato@ipesoftware.com.br' }),
    ).toHaveAttribute('href', 'mailto:contato@ipesoftware.com.br')
    for (const field of [
      /^nome;$/,
      /^e-mail;$/,
      /^telefone, apenas/,
      /^assunto,/,
      /^mensagem\.$/,
    ]) {
      await expect(main.getByRole('listitem').filter({ hasText: field })).toHaveCount(1)
    }
    await expect(main).toContainText('responder ao seu contato ou pedido de orçamento')
    await expect(main).toContainText('art. 7º, V, da LGPD')
  })

  test('explains the WhatsApp hand-off, the browser storage, the image host and retention', async ({
    page,
  }) => {
    await page.goto('/privacidade/')
    const main = page.getByRole('main')
    await expect(main).toContainText('abre o WhatsApp em uma nova aba')
    await expect(main).toContainText('Nada do formulário é enviado a um servidor da Ipê Software')
    await expect(main).toContainText('Meta')
    await expect(main.getByRole('listitem').filter({ hasText: DRAFT_KEY })).toContainText(
      'sessionStorage',
    )
    await expect(main.getByRole('listitem').filter({ hasText: DRAFT_KEY })).toContainText(
      'fechar a aba',
    )
    await expect(main.getByRole('listitem').filter({ hasText: THEME_KEY })).toContainText(
      'localStorage',
    )
    await expect(main).toContainText('O site não usa cookies')
    await expect(main).toContainText('rastreadores de terceiros')
    await expect(main).toContainText('images.unsplash.com')
    await expect(main).toContainText('registra cada acesso')
    await expect(main).toContainText('em até 12 meses após a última mensagem')
  })

  test('lists the data subject rights and how to exercise them, ANPD included', async ({
    page,
  }) => {
    await page.goto('/privacidade/')
    for (const right of [
      'confirmação',
      'acesso aos dados',
      'correção',
      'anonimização, bloqueio ou eliminação',
      'portabilidade',
      'entidades públicas e privadas com as quais compartilhamos',
      'revogação do consentimento',
    ]) {
      await expect(page.getByRole('listitem').filter({ hasText: right })).toHaveCount(1)
    }
    const exercise = page.locator('section', {
      has: page.getByRole('heading', { name: 'Como exercer seus direitos' }),
    })
    await expect(
      exercise.getByRole('link', { name: 'privacidade@ipesoftware.com.br' }),
    ).toHaveAttribute('href', 'mailto:privacidade@ipesoftware.com.br')
    await expect(exercise).toContainText('15 dias')
    const anpd = exercise.getByRole('link', { name: /Autoridade Nacional de Proteção de Dados/ })
    await expect(anpd).toHaveAttribute('href', 'https://www.gov.br/anpd/pt-br')
    await expect(anpd).toHaveAttribute('target', '_blank')
    await expect(anpd).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(anpd).toHaveAccessibleName(/abre em nova aba/)
  })

  test('its contents list jumps to each section below the header', async ({ page }) => {
    await page.goto('/privacidade/')
    await waitForHydration(page)
    const contents = page.getByRole('navigation', { name: 'Nesta página' })
    await expect(contents.getByRole('link')).toHaveCount(11)
    await contents.getByRole('link', { name: 'Por quanto tempo guardamos os dados' }).click()
    await expect(page).toHaveURL(/\/privacidade\/#retencao$/)
    await expect(
      page.getByRole('heading', { name: 'Por quanto tempo guardamos os dados' }),
    ).toBeInViewport()
    expect(await gapBelowHeader(page, 'retencao')).toBeGreaterThanOrEqual(0)
  })

  test('tells the truth: no cookies, and only the two storage keys it names', async ({ page }) => {
    await page.goto('/contato/')
    await waitForHydration(page)
    await page.getByLabel('Nome').fill('Ana')
    await page.getByRole('button', { name: /^Ativar tema/ }).click()
    await page.goto('/privacidade/')
    const stored = await page.evaluate(() => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
      cookie: document.cookie,
    }))
    expect(stored).toEqual({ local: [THEME_KEY], session: [DRAFT_KEY], cookie: '' })
    expect(await page.context().cookies()).toEqual([])
  })
})

test.describe('company identification and the notice in every footer', () => {
  test.use({ expectedConsoleError: /status of 404/ })

  for (const route of [...ROUTES, '/pagina-que-nao-existe/']) {
    test(`${route} shows the legal name, the CNPJ and the privacy link`, async ({ page }) => {
      await page.goto(route)
      const footer = page.getByRole('contentinfo')
      await expect(footer).toContainText(`${LEGAL_NAME} – CNPJ ${CNPJ}`)
      await expect(footer.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
        'href',
        '/privacidade/',
      )
    })
  }

  test('the footer link opens the notice', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Política de Privacidade' })
      .click()
    await expect(page).toHaveURL(/\/privacidade\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de Privacidade')
  })

  test('the structured data names the legal entity and its CNPJ', async ({ page }) => {
    await page.goto('/')
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')))
    const business = blocks.find((block) => block['@type'] === 'ProfessionalService')
    expect(business).toMatchObject({ legalName: LEGAL_NAME, taxID: CNPJ })
  })
})

test.describe('finding the notice', () => {
  test('the site search finds it by privacidade, LGPD and dados pessoais', async ({ page }) => {
    for (const query of ['privacidade', 'lgpd', 'dados pessoais']) {
      await page.goto(`/buscar/?q=${encodeURIComponent(query)}`)
      const result = page
        .getByRole('main')
        .getByRole('heading', { level: 2 })
        .getByRole('link', { name: 'Política de Privacidade' })
      await expect(result).toHaveAttribute('href', '/privacidade/')
    }
  })

  test('the sitemap lists it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('<loc>https://www.ipesoftware.com.br/privacidade/</loc>')
  })
})

test.describe('/contato', () => {
  test('one line under the send button says what sending does and links to the notice', async ({
    page,
  }) => {
    await page.goto('/contato/')
    const form = page.locator('form').filter({ has: page.getByLabel('Mensagem') })
    const notice = form.getByText('Ao enviar, o WhatsApp abre em uma nova aba com a sua mensagem.')
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade/',
    )
    const button = await form.getByRole('button', { name: 'Enviar pelo WhatsApp' }).boundingBox()
    const line = await notice.boundingBox()
    expect(line!.y).toBeGreaterThan(button!.y + button!.height)
    await expect(form.getByRole('checkbox')).toHaveCount(0)
  })

  test('"Como chegar" opens directions to the company in a new tab', async ({ page, context }) => {
    await context.route('https://www.google.com/maps/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Maps</title>ok' }),
    )
    await page.goto('/contato/')
    await waitForHydration(page)
    const links = page.getByRole('link', { name: /^Como chegar/ })
    await expect(links).toHaveCount(2) // the address card and the footer
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', DIRECTIONS)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAccessibleName(
        'Como chegar: rotas até a Ipê Software no Google Maps (abre em nova aba)',
      )
    }
    const card = page.getByRole('main').getByRole('link', { name: /^Como chegar/ })
    const popupEvent = page.waitForEvent('popup')
    await card.click()
    const popup = await popupEvent
    expect(popup.url()).toBe(DIRECTIONS)
    expect(await popup.evaluate(() => window.opener)).toBeNull()
  })
})
