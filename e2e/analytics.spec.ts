import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { company } from '../content/company'
import { privacyPage } from '../content/privacy'
import { floatingWhatsApp } from '../content/shell'
import { contactChannel, PLACE_ATTRIBUTE, PLACES, VERCEL_SCRIPTS } from '../lib/analytics'
import { TRUSTED_TYPES } from '../scripts/post-build/csp'
import { longDate } from '../lib/dates'
import { pages, searchHref } from '../content/pages'
import { expect, ROUTES, test, waitForHydration } from './fixtures'
import {
  afterIdle,
  fillContactForm,
  openCalls,
  PHONE,
  recordWindowOpen,
  type TrustedTypesWindow,
} from './helpers'
import { type Beacon, stubVercel } from './vercel-stand-ins'

// Runs against the measuring build (NEXT_PUBLIC_ANALYTICS=vercel, served by the "analytics"
// project). The default build's side is in privacy.spec.ts: it asks for nothing under /_vercel/.

const TYPED = {
  name: 'Maria Sigilosa',
  email: 'maria.sigilosa@example.com',
  phone: '(67) 98888-7777',
  message: 'Mensagem confidencial 4321',
}
const SUBJECT = 'Outros'
const FLOATING_BUTTON = floatingWhatsApp.label

const views = (beacons: Beacon[]) => beacons.filter((b) => b.path === '/_vercel/insights/view')
const events = (beacons: Beacon[]) =>
  beacons.filter((b) => b.path === '/_vercel/insights/event').map((b) => [b.body.en, b.body.ed])
const vitals = (beacons: Beacon[]) =>
  beacons.filter((b) => b.path === '/_vercel/speed-insights/vitals').map((b) => b.body.event)

/** Nothing a visitor typed or searched in any report (address, headers or body), nor any word of it. */
function expectNothingOf(beacons: Beacon[], typed: string[]) {
  const sent = beacons.map((beacon) => beacon.raw).join('\n')
  const words = typed.flatMap((text) => text.split(/\s+/).filter((word) => word.length > 3))
  for (const text of [...typed, ...typed.map(encodeURIComponent), ...words]) {
    expect(sent).not.toContain(text)
  }
}

/** Waits until the page has reported its view: the scripts run, so a click is sent at once. */
async function measured(page: Page, beacons: Beacon[], viewsSoFar: number) {
  await waitForHydration(page)
  await expect.poll(() => views(beacons).length).toBe(viewsSoFar)
}

/** tel: and mailto: open nothing on this machine; the click still reaches the page. */
async function keepProtocolLinks(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest('a[href^="tel:"], a[href^="mailto:"]')
        if (link) event.preventDefault()
      },
      true,
    )
  })
}

test.describe('a build that measures', () => {
  let beacons: Beacon[]

  test.beforeEach(async ({ context }) => {
    beacons = await stubVercel(context)
  })

  test('counts each page view by its path, once the page answers', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-hydrated')) return
        Object.assign(window, { __hydratedAt: performance.now() })
        observer.disconnect()
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
    })
    await page.goto(`/servicos/?utm_source=jornal&${pages.search.queryParam}=termo#suporte-tecnico`)
    await waitForHydration(page)
    await expect
      .poll(() => views(beacons).map((view) => view.body.o))
      .toEqual([`${baseURL}/servicos/`])
    expect(views(beacons)[0]!.body.dp).toBe('/servicos/')
    await expect
      .poll(() => vitals(beacons))
      .toEqual([[expect.objectContaining({ o: `${baseURL}/servicos/`, r: '/servicos/' })]])

    const timing = await page.evaluate(() => ({
      hydratedAt: (window as unknown as { __hydratedAt: number }).__hydratedAt,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/_vercel/') && entry.name.endsWith('.js'))
        .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
    }))
    expect(timing.scripts.map((script) => script.url).sort()).toEqual([
      '/_vercel/insights/script.js',
      '/_vercel/speed-insights/script.js',
    ])
    for (const script of timing.scripts) expect(script.start).toBeGreaterThan(timing.hydratedAt)

    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Sobre' })
      .click()
    await expect(page).toHaveURL(/\/sobre\/$/)
    await expect
      .poll(() => views(beacons).map((view) => view.body.o))
      .toEqual([`${baseURL}/servicos/`, `${baseURL}/sobre/`])
    expectNothingOf(beacons, ['jornal', 'termo', 'suporte-tecnico'])
  })

  test.describe('at an address that is not a page', () => {
    test.use({ expectedConsoleError: /status of 404/ })

    test('reports the not-found page, not the address', async ({ page, baseURL }) => {
      await page.goto(`/contato/${encodeURIComponent(TYPED.email)}/`)
      await waitForHydration(page)
      await expect
        .poll(() => views(beacons).map((view) => view.body.o))
        .toEqual([`${baseURL}/404/`])
      await expect.poll(() => vitals(beacons)).toEqual([[expect.objectContaining({ r: '/404/' })]])
      expectNothingOf(beacons, [TYPED.email])
    })
  })

  test('counts the form handing a message to WhatsApp, never its fields', async ({ page }) => {
    await recordWindowOpen(page)
    await page.goto('/contato/')
    await waitForHydration(page)
    await fillContactForm(page, { ...TYPED, subject: SUBJECT })
    await page.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click()
    await expect.poll(() => openCalls(page)).toHaveLength(1)
    await expect
      .poll(() => events(beacons))
      .toEqual([['Formulário enviado', { local: PLACES.form }]])

    // The fallback link carries the whole message in its address; the event carries none of it.
    const popup = page.waitForEvent('popup')
    await page.getByRole('link', { name: /Se o WhatsApp não abriu/ }).click()
    await (await popup).close()
    await expect
      .poll(() => events(beacons))
      .toEqual([
        ['Formulário enviado', { local: PLACES.form }],
        ['WhatsApp', { local: PLACES.form }],
      ])
    expectNothingOf(beacons, Object.values(TYPED))
  })

  test('counts the contact links with the place they are in', async ({ page }) => {
    await keepProtocolLinks(page)
    await page.goto('/')
    await measured(page, beacons, 1)
    const popup = page.waitForEvent('popup')
    await page.getByRole('link', { name: FLOATING_BUTTON }).click()
    await (await popup).close()
    await page
      .getByRole('region', { name: 'Fale Conosco Agora' })
      .getByRole('link', { name: 'Enviar um e-mail' })
      .click()
    await page.getByRole('contentinfo').getByRole('link', { name: PHONE, exact: true }).click()
    // A click sends its event once the measuring code has loaded: the test leaves the page only
    // then (a tel: or mailto: link itself keeps the visitor on it).
    await expect.poll(() => events(beacons)).toHaveLength(3)
    await page.goto('/contato/')
    await measured(page, beacons, 2)
    await page.getByRole('main').getByRole('link', { name: PHONE, exact: true }).click()
    await expect.poll(() => events(beacons)).toHaveLength(4)
    await page.goto('/privacidade/')
    await measured(page, beacons, 3)
    await page.getByRole('main').getByRole('link', { name: company.privacyEmail }).first().click()

    await expect
      .poll(() => events(beacons))
      .toEqual([
        ['WhatsApp', { local: PLACES.floatingButton }],
        ['E-mail', { local: PLACES.homeBand }],
        ['Telefone', { local: PLACES.footer }],
        ['Telefone', { local: PLACES.contactCards }],
        ['E-mail', { local: PLACES.page }],
      ])
    // Other links count nothing.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sobre' }).click()
    await expect(page).toHaveURL(/\/sobre\/$/)
    await expect.poll(() => views(beacons).length).toBe(4)
    expect(events(beacons)).toHaveLength(5)
  })

  test('marks every contact link of every page with a place from PLACES', async ({ page }) => {
    for (const route of ROUTES) {
      await page.goto(route)
      const links = await page.locator('a[href]').evaluateAll(
        (anchors, attribute) =>
          anchors.map((a) => ({
            href: (a as HTMLAnchorElement).href,
            place: a.getAttribute(attribute),
          })),
        PLACE_ATTRIBUTE,
      )
      const contact = links.filter((link) => contactChannel(link.href))
      expect(contact.length, route).toBeGreaterThan(0)
      for (const link of contact) expect(Object.values(PLACES), route).toContain(link.place)
    }
  })

  test('counts a search with its number of results, never its term', async ({ page, baseURL }) => {
    await page.goto('/')
    await measured(page, beacons, 1)
    const search = page.getByRole('banner').getByRole('searchbox')
    await search.fill('suporte')
    await search.press('Enter')
    await expect(page.getByRole('status')).toHaveText(/^\d+ resultados? encontrados?\.$/)
    const shown = Number((await page.getByRole('status').textContent())!.split(' ')[0])
    await search.fill('xyzzy segredo')
    await search.press('Enter')
    await expect(page.getByRole('status')).toHaveText('Nenhum resultado encontrado.')

    await expect
      .poll(() => events(beacons))
      .toEqual([
        ['Busca', { resultados: shown }],
        ['Busca', { resultados: 0 }],
      ])
    // A new search at /buscar/ is the same page: one view.
    expect(views(beacons).map((view) => view.body.o)).toEqual([`${baseURL}/`, `${baseURL}/buscar/`])
    expectNothingOf(beacons, ['suporte', 'xyzzy', 'segredo'])
  })

  test('sends a page only its origin as the referrer of the next one', async ({
    page,
    baseURL,
  }) => {
    await page.goto(searchHref('segredo'))
    await measured(page, beacons, 1)
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'strict-origin')
    const next = page.waitForEvent('popup')
    await page.evaluate(() => window.open('/servicos/', '_blank'))
    const opened = await next
    await waitForHydration(opened)
    expect(await opened.evaluate(() => document.referrer)).toBe(`${baseURL}/`)
    await expect.poll(() => views(beacons).length).toBe(2)
    await opened.close()
    expectNothingOf(beacons, ['segredo'])
  })

  test('loads its scripts from the site itself, under the same policy', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.locator('script[src*="/_vercel/"]')).toHaveCount(2)
    const sources = await page
      .locator('script[src*="/_vercel/"]')
      .evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')))
    expect(sources.sort()).toEqual(Object.values(VERCEL_SCRIPTS).sort())
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content')
    expect(policy).toContain("script-src 'self'")
    expect(policy).not.toMatch(/vercel/i)
    expect(policy).toContain(TRUSTED_TYPES)
    // Its Trusted Types policy lets those two through and no other address beside them.
    const allowed = await page.evaluate(
      (urls) =>
        urls.map((url) => {
          const { trustedTypes } = window as TrustedTypesWindow
          return String(trustedTypes?.defaultPolicy?.createScriptURL(url)) === url
        }),
      [...Object.values(VERCEL_SCRIPTS), '/_vercel/insights/other.js', '/_vercel/script.js'],
    )
    expect(allowed).toEqual([true, true, false, false])
  })
})

test.describe('a visitor whose browser signals Global Privacy Control', () => {
  test('is not measured: nothing is loaded, queued or sent', async ({ page, context }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/_vercel/')) asked.push(request.url())
    })
    await stubVercel(context)
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    )
    await recordWindowOpen(page)
    await keepProtocolLinks(page)
    await page.goto(searchHref('suporte'))
    await waitForHydration(page)
    await page.getByRole('contentinfo').getByRole('link', { name: PHONE, exact: true }).click()
    await page.goto('/contato/')
    await waitForHydration(page)
    await fillContactForm(page, { ...TYPED, phone: undefined, subject: SUBJECT })
    await page.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click()
    await expect.poll(() => openCalls(page)).toHaveLength(1)
    await afterIdle(page)
    expect(asked).toEqual([])
    await expect(page.locator('script[src*="/_vercel/"]')).toHaveCount(0)
    expect(await page.evaluate(() => [typeof window.va, typeof window.vaq])).toEqual([
      'undefined',
      'undefined',
    ])
  })
})

test.describe('when the scripts cannot load (blocked, or not on Vercel)', () => {
  test.use({ expectedConsoleError: /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT\b/ })

  test('the visitor sees and can do the same, and the page logs no error of its own', async ({
    page,
    context,
  }) => {
    const failed: string[] = []
    page.on('requestfailed', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/_vercel/')) failed.push(pathname)
    })
    await context.route('**/_vercel/**', (route) => route.abort('blockedbyclient'))
    await recordWindowOpen(page)
    await page.goto('/contato/')
    await waitForHydration(page)
    const before = await page.locator('body').innerText()
    await afterIdle(page)
    await expect
      .poll(() => failed.sort())
      .toEqual(['/_vercel/insights/script.js', '/_vercel/speed-insights/script.js'])
    await expect(page.locator('body')).toHaveText(before, { useInnerText: true })

    await fillContactForm(page, { ...TYPED, phone: undefined, subject: SUBJECT })
    await page.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click()
    await expect.poll(() => openCalls(page)).toHaveLength(1)
    await expect(page.locator('[data-sonner-toast]')).toContainText(
      'Abrimos uma conversa no WhatsApp',
    )
  })
})

// What that version says, article by article, is content/privacy.test.ts's.
test.describe('the privacy notice of a build that measures', () => {
  test('says what is measured, dated by the later of its own and that version', async ({
    page,
    context,
  }) => {
    await stubVercel(context)
    await page.goto('/privacidade/')
    const section = page
      .getByRole('main')
      .locator('section')
      .filter({
        has: page.getByRole('heading', { name: 'Medição de visitas' }),
      })
    await expect(section).toContainText('Vercel Web Analytics')
    await expect(section).toContainText('Global Privacy Control')
    await expect(page.getByText(privacyPage.updatedLabel)).toContainText(
      longDate(privacyPage.updatedAt, 'pt-BR'),
    )
  })
})

// The pages whose markup this build changes beyond the footer: the home band, the contact cards
// and form, the notice's measuring section. accessibility.spec.ts covers every page otherwise.
test.describe('accessibility of a build that measures', () => {
  for (const path of ['/', '/contato/', '/privacidade/']) {
    test(`${path} has no axe violations once the scripts run`, async ({ page, context }) => {
      const beacons = await stubVercel(context)
      await page.goto(path)
      await waitForHydration(page)
      await expect.poll(() => views(beacons).length).toBe(1)
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
        .analyze()
      expect(violations.map((violation) => violation.id)).toEqual([])
    })
  }
})
