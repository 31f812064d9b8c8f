import type { Page } from '@playwright/test'
import { CONTACT_DRAFT_STORAGE_KEY, THEME_STORAGE_KEY } from '../config/settings.mjs'
import { company } from '../content/company'
import { PLACE_ATTRIBUTE } from '../lib/analytics'
import { searchHref } from '../content/pages'
import { expect, IMAGE_HOST, MISSING_ROUTE, ROUTES, test, waitForHydration } from './fixtures'
import { afterIdle, gapBelowHeader } from './helpers'

const LEGAL_NAME = company.legalName
const CNPJ = company.cnpj
const DIRECTIONS = 'https://www.google.com/maps/dir/?api=1&destination=-20.4697%2C-54.6201'
const PRIVACY_EMAIL = company.privacyEmail
const ANPD_PETITION =
  'https://www.gov.br/anpd/pt-br/canais_atendimento/cidadao-titular-de-dados/peticao-de-titular-contra-controlador-de-dados'

/** A section of the notice, found by its heading. */
const section = (page: Page, title: string) =>
  page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: title, exact: true }),
  })

test.describe('/privacidade', () => {
  test('the notice says who controls the data, what, why, with whom, and which rights', async ({
    page,
  }) => {
    await page.goto('/privacidade/')

    await test.step('says who controls the data, what reaches the company, why and on what basis', async () => {
      await expect(page).toHaveTitle('Política de Privacidade | Ipê Software')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de Privacidade')
      await expect(page.getByText('Atualizada em')).toContainText('24 de novembro de 2026')
      await expect(page.locator('time[datetime="2026-11-24"]')).toBeVisible()

      const main = page.getByRole('main')
      const controller = main.locator('dl')
      await expect(controller).toContainText(`Razão social${LEGAL_NAME}`)
      await expect(controller).toContainText(`CNPJ${CNPJ}`)
      await expect(controller).toContainText('Av. Afonso Pena, 3000, Centro, Campo Grande, MS')
      await expect(controller.getByRole('link', { name: company.email })).toHaveAttribute(
        'href',
        `mailto:${company.email}`,
      )
      await expect(controller).toContainText('Canal de privacidade')
      await expect(controller.getByRole('link', { name: PRIVACY_EMAIL })).toHaveAttribute(
        'href',
        `mailto:${PRIVACY_EMAIL}`,
      )
      await expect(main).toContainText('Resolução CD/ANPD nº 2/2022, art. 11')

      const data = section(page, 'Quais dados tratamos e para quê')
      await expect(data.getByRole('listitem').filter({ hasText: 'pelo formulário' })).toContainText(
        'nome, e-mail, telefone (opcional), assunto e mensagem',
      )
      await expect(data.getByRole('listitem').filter({ hasText: 'WhatsApp' })).toContainText(
        'o seu número, o nome do seu perfil',
      )
      await expect(data.getByRole('listitem').filter({ hasText: 'botão flutuante' })).toHaveCount(1)
      await expect(
        data.getByRole('listitem').filter({ hasText: 'e-mail ou telefone' }),
      ).toHaveCount(1)
      await expect(data).not.toContainText('só recebe dados pessoais')
      await data.getByRole('link', { name: 'Hospedagem e imagens' }).click()
      await expect(page).toHaveURL(/\/privacidade\/#hospedagem$/)

      const basis = section(page, 'Com que base legal')
      await expect(basis).toContainText('nenhum depende do seu consentimento')
      for (const [use, article] of [
        ['responder a quem nos procura', 'legítimo interesse (art. 7º, IX)'],
        ['quando você mesmo for a parte contratante', '(art. 7º, V)'],
        ['o que a lei exige', 'obrigação legal (art. 7º, II)'],
      ]) {
        await expect(basis.getByRole('listitem').filter({ hasText: use })).toContainText(article!)
      }
    })

    await test.step('explains the WhatsApp hand-off, the browser storage, the host and retention', async () => {
      const main = page.getByRole('main')
      const handOff = section(page, 'Como a sua mensagem chega até nós')
      await expect(handOff).toContainText('abre o WhatsApp em uma nova aba')
      await expect(handOff).toContainText(
        'os dados do formulário não passam por nenhum servidor nosso',
      )
      await expect(handOff).toContainText('Meta')

      const draft = main.getByRole('listitem').filter({ hasText: CONTACT_DRAFT_STORAGE_KEY })
      await expect(draft).toContainText('sessionStorage')
      await expect(draft).toContainText('apagado quando você toca em “Enviar pelo WhatsApp”')
      await expect(draft).toContainText('fecha a aba')
      await expect(main.getByRole('listitem').filter({ hasText: THEME_STORAGE_KEY })).toContainText(
        'localStorage',
      )
      await expect(main).toContainText('O site não usa cookies')
      await expect(main).toContainText('rastreadores de terceiros')

      const hosting = section(page, 'Hospedagem e imagens')
      await expect(hosting).toContainText('Vercel Inc., operadora que trata dados em nosso nome')
      for (const fact of ['endereço IP', 'navegador', 'data e a hora', searchHref('')]) {
        await expect(hosting).toContainText(fact)
      }
      await expect(hosting).toContainText('pelo prazo do plano contratado')
      await expect(main).not.toContainText('Marco Civil')
      await expect(hosting).toContainText(new URL(IMAGE_HOST).host)
      await expect(main).toContainText('em até 12 meses após a última mensagem')
      await expect(main).toContainText('não guarda os dados do formulário em servidor algum')
    })

    await test.step('names who receives the data and what leaves Brazil', async () => {
      const sharing = section(page, 'Com quem compartilhamos')
      for (const recipient of ['Vercel Inc.', 'WhatsApp (Meta)', 'provedor de e-mail']) {
        await expect(sharing.getByRole('listitem').filter({ hasText: recipient })).toHaveCount(1)
      }
      const abroad = section(page, 'Dados fora do Brasil')
      await expect(abroad).toContainText('fora do Brasil')
      await expect(abroad).toContainText('art. 33')
      await expect(abroad).toContainText('cláusulas-padrão contratuais')
      await expect(abroad).toContainText('Resolução CD/ANPD nº 19/2024')
    })

    await test.step('lists the data subject rights and how to exercise them, ANPD included', async () => {
      const rights = section(page, 'Seus direitos')
      for (const right of [
        'confirmação',
        'acesso aos dados',
        'correção',
        'anonimização, bloqueio ou eliminação',
        'portabilidade',
        'entidades públicas e privadas com as quais compartilhamos',
        'oposição',
      ]) {
        await expect(rights.getByRole('listitem').filter({ hasText: right })).toHaveCount(1)
      }
      await expect(rights).toContainText('art. 18, § 2º')
      await expect(rights.getByRole('listitem').filter({ hasText: 'revogação' })).toHaveCount(0)

      const exercise = section(page, 'Como exercer seus direitos')
      await expect(exercise).toContainText('Escreva ao canal de privacidade')
      await expect(exercise.getByRole('link', { name: PRIVACY_EMAIL })).toHaveAttribute(
        'href',
        `mailto:${PRIVACY_EMAIL}`,
      )
      await expect(exercise).toContainText('de imediato, em formato simplificado')
      await expect(exercise).toContainText('em até 15 dias')
      const anpd = exercise.getByRole('link', { name: /Autoridade Nacional de Proteção de Dados/ })
      await expect(anpd).toHaveAttribute('href', ANPD_PETITION)
      await expect(anpd).toHaveAttribute('target', '_blank')
      await expect(anpd).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(anpd).toHaveAccessibleName(/abre em nova aba/)
      await expect(exercise).toContainText('depois de um pedido feito a nós')
    })
  })

  test('its contents list jumps to each section below the header', async ({ page }) => {
    await page.goto('/privacidade/')
    await waitForHydration(page)
    const contents = page.getByRole('navigation', { name: 'Nesta página' })
    await expect(contents.getByRole('link')).toHaveCount(14)
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
    expect(stored).toEqual({
      local: [THEME_STORAGE_KEY],
      session: [CONTACT_DRAFT_STORAGE_KEY],
      cookie: '',
    })
    expect(await page.context().cookies()).toEqual([])
  })
})

// The legal name, the CNPJ and the link to the notice are in the footer, the root layout's: one
// route shows them (shell.spec.ts). The structured data's legal name and CNPJ are
// scripts/check-seo.ts's and lib/json-ld.test.ts's, the sitemap scripts/check-seo.ts's.

test.describe('finding the notice', () => {
  test('the site search finds it by privacidade, LGPD and dados pessoais', async ({ page }) => {
    for (const query of ['privacidade', 'lgpd', 'dados pessoais']) {
      await page.goto(searchHref(query))
      const result = page
        .getByRole('main')
        .getByRole('heading', { level: 2 })
        .getByRole('link', { name: 'Política de Privacidade' })
      await expect(result).toHaveAttribute('href', '/privacidade/')
    }
  })
})

// The measuring build's side is in analytics.spec.ts.
test.describe('measurement, off by default', () => {
  test.use({ expectedConsoleError: /status of 404/ })

  test('no page asks for anything under /_vercel/, and the notice says nothing is measured', async ({
    page,
  }) => {
    // Recorded across every visit, so that scripts asked for late on one page count on the next.
    const asked: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_vercel/')) asked.push(request.url())
    })
    for (const route of [...ROUTES, searchHref('suporte'), MISSING_ROUTE]) {
      await page.goto(route)
      await waitForHydration(page)
      await afterIdle(page)
      await expect(page.locator('script[src*="/_vercel/"]')).toHaveCount(0)
      await expect(page.locator(`[${PLACE_ATTRIBUTE}]`)).toHaveCount(0)
    }
    expect(asked).toEqual([])
    await page.goto('/privacidade/')
    await expect(section(page, 'Medição de visitas')).toContainText('O site não mede as visitas')
    await expect(page.getByRole('main')).not.toContainText('Vercel Web Analytics')
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
