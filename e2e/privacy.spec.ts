import type { Page } from '@playwright/test'
import { CONTACT_DRAFT_STORAGE_KEY, THEME_STORAGE_KEY } from '../config/settings'
import { company } from '../content/company'
import { companyLinks } from '../content/company-links'
import { pages, searchHref } from '../content/pages'
import { emailProvider, privacyPage, privacySections } from '../content/privacy'
import { directions, newTab } from '../content/shell'
import type { Inline, PolicyBlock, RichText } from '../content/types'
import { longDate } from '../lib/dates'
import { fullTitle } from '../lib/metadata'
import { expect, MISSING_ROUTE, ROUTES, test, waitForHydration } from './fixtures'
import { afterIdle, FACTS, gapBelowHeader } from './helpers'
import { PLACE_ATTRIBUTE } from '../lib/analytics'

// What the notice says, article by article, is content/privacy.test.ts's, read from content/.
// Here: that the page shows it, the facts and links of content/ included, and that it tells the
// truth about what the browser keeps.

/** A section of the notice, found by its heading. */
const section = (page: Page, title: string) =>
  page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: title, exact: true }),
  })

const plain = (text: RichText) =>
  text
    .map((part) => (typeof part === 'string' ? part : 'code' in part ? part.code : part.text))
    .join('')

const inlinesOf = (block: PolicyBlock): Inline[] =>
  block.kind === 'paragraph'
    ? block.text
    : block.kind === 'list'
      ? block.items.flat()
      : block.items.flatMap((item) => item.detail)

const isLink = (part: Inline): part is Extract<Inline, { href: string }> =>
  typeof part !== 'string' && 'href' in part

/** Each line of the notice's facts (the controller's), as the page writes it: term, then detail. */
const FACT_LINES = privacySections.flatMap(({ title, blocks }) =>
  blocks.flatMap((block) =>
    block.kind === 'facts'
      ? block.items.map(({ term, detail }) => ({ title, text: `${term}${plain(detail)}` }))
      : [],
  ),
)

/** Every link of the notice, by the section it is in and the name a visitor hears. */
const LINKS = privacySections.flatMap(({ title, blocks }) =>
  blocks
    .flatMap(inlinesOf)
    .filter(isLink)
    .map(({ text, href, external = false }) => ({
      title,
      name: external ? `${text} ${newTab}` : text,
      href,
      external,
    })),
)

test.describe('/privacidade', () => {
  test(
    'shows the notice of content/: its date, the controller, every section and link',
    FACTS,
    async ({ page }) => {
      await page.goto(pages.privacy.path)
      await expect(page).toHaveTitle(fullTitle(company, pages.privacy))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPage.title)
      const updated = page.getByText(privacyPage.updatedLabel)
      await expect(updated).toContainText(longDate(privacyPage.updatedAt, 'pt-BR'))
      await expect(updated.locator(`time[datetime="${privacyPage.updatedAt}"]`)).toBeVisible()

      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([
        privacyPage.tocTitle,
        ...privacySections.map((item) => item.title),
      ])
      for (const { title, text } of FACT_LINES) {
        await expect(section(page, title).locator('dl')).toContainText(text)
      }
      for (const { title, name, href } of LINKS) {
        const anchor = section(page, title).getByRole('link', { name, exact: true }).first()
        await expect(anchor).toHaveAttribute('href', href)
      }
      for (const { title, name } of LINKS.filter((link) => link.external)) {
        const anchor = section(page, title).getByRole('link', { name, exact: true }).first()
        await expect(anchor).toHaveAttribute('target', '_blank')
        await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer')
      }
      await expect(
        section(page, 'Com quem compartilhamos')
          .getByRole('listitem')
          .filter({
            hasText: `provedor de e-mail, ${emailProvider},`,
          }),
      ).toHaveCount(1)
      await section(page, 'Quais dados tratamos e para quê')
        .getByRole('link', { name: 'Hospedagem e imagens' })
        .click()
      await expect(page).toHaveURL(/\/privacidade\/#hospedagem$/)
    },
  )

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

  test(
    '"Como chegar" opens directions to the company in a new tab',
    FACTS,
    async ({ page, context }) => {
      await context.route('https://www.google.com/maps/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Maps</title>ok' }),
      )
      await page.goto('/contato/')
      await waitForHydration(page)
      const links = page.getByRole('link', { name: /^Como chegar/ })
      await expect(links).toHaveCount(2) // the address card and the footer
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('href', companyLinks.directions)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
        await expect(link).toHaveAccessibleName(directions.accessibleName)
      }
      const card = page.getByRole('main').getByRole('link', { name: /^Como chegar/ })
      const popupEvent = page.waitForEvent('popup')
      await card.click()
      const popup = await popupEvent
      expect(popup.url()).toBe(companyLinks.directions)
      expect(await popup.evaluate(() => window.opener)).toBeNull()
    },
  )
})
