import type { Page } from '@playwright/test'
import { contactForm } from '@/content/contact'
import { homePage } from '@/content/home'
import { pages, searchHref } from '@/content/pages'
import { searchPage } from '@/content/search-page'
import { floatingWhatsApp, header } from '@/content/shell'
import { toasts } from '@/content/toasts'
import { EVENTS, PLACES, VERCEL_SCRIPTS } from '../lib/analytics'
import { expectNoViolations } from './axe'
import { expect, test, waitForHydration } from './fixtures'
import {
  afterIdle,
  chunksOf,
  fillContactForm,
  holdRequests,
  openCalls,
  PHONE,
  recordWindowOpen,
  TYPED,
} from './helpers'
import { type Beacon, stubVercel } from './vercel-stubs'

const views = (beacons: Beacon[]) =>
  beacons
    .filter((b) => b.path === '/_vercel/insights/view')
    .map((b) => new URL(String(b.body.o)).pathname)
const events = (beacons: Beacon[]) =>
  beacons.filter((b) => b.path === '/_vercel/insights/event').map((b) => [b.body.en, b.body.ed])
const vitalRoutes = (beacons: Beacon[]) =>
  beacons
    .filter((b) => b.path === '/_vercel/speed-insights/vitals')
    .flatMap((b) => (b.body.event as { r: string }[]).map((vital) => vital.r))

function expectNothingOf(beacons: Beacon[], typed: string[]) {
  const sent = beacons.map((beacon) => beacon.raw).join('\n')
  const words = typed.flatMap((text) => text.split(/\s+/).filter((word) => word.length > 3))
  for (const text of [...typed, ...typed.map(encodeURIComponent), ...words])
    expect(sent).not.toContain(text)
}

async function measured(page: Page, beacons: Beacon[], viewsSoFar: number) {
  await waitForHydration(page)
  await expect.poll(() => views(beacons).length).toBe(viewsSoFar)
}

// tel: and mailto: open nothing on this machine; the click still reaches the page.
async function keepProtocolLinks(page: Page) {
  await page.addInitScript(() =>
    window.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest('a[href^="tel:"], a[href^="mailto:"]')
        if (link) event.preventDefault()
      },
      true,
    ),
  )
}

// The code a page asks for after its own scripts: the measuring code, then Vercel's scripts' loader.
async function holdLateCode(page: Page) {
  const own = await chunksOf(page.request, pages.contact.path)
  return holdRequests(page, (url) => url.pathname.includes('/chunks/') && !own.has(url.pathname))
}

async function sendContactForm(page: Page) {
  await recordWindowOpen(page)
  // Code held back holds back the load event too.
  await page.goto(pages.contact.path, { waitUntil: 'domcontentloaded' })
  await waitForHydration(page)
  await fillContactForm(page)
  await page.getByRole('button', { name: contactForm.submit }).click()
  await expect.poll(() => openCalls(page)).toHaveLength(1)
}

test.describe('a build that measures', () => {
  let beacons: Beacon[]

  test.beforeEach(async ({ context }) => {
    beacons = await stubVercel(context)
  })

  test('counts each page view by its path, without query or fragment', async ({ page }) => {
    await page.goto(`${pages.services.path}?utm_source=jornal&q=termo#suporte-tecnico`)
    await waitForHydration(page)
    await expect.poll(() => views(beacons)).toEqual([pages.services.path])
    await expect.poll(() => vitalRoutes(beacons)).toEqual([pages.services.path])
    const nav = page.getByRole('navigation', { name: header.navLabel })
    await nav.getByRole('link', { name: pages.about.navLabel }).click()
    await expect.poll(() => views(beacons)).toEqual([pages.services.path, pages.about.path])
    expectNothingOf(beacons, ['jornal', 'termo', 'suporte-tecnico'])
  })

  test.describe('at an address that is not a page', () => {
    test.use({ expectedConsoleError: /status of 404/ })

    test('reports the not-found page, not the address', async ({ page }) => {
      await page.goto(`${pages.contact.path}${encodeURIComponent(TYPED.email)}/`)
      await waitForHydration(page)
      await expect.poll(() => views(beacons)).toEqual([pages.notFound.path])
      await expect.poll(() => vitalRoutes(beacons)).toEqual([pages.notFound.path])
      expectNothingOf(beacons, [TYPED.email])
    })
  })

  test('counts the form handing a message to WhatsApp, never its fields', async ({ page }) => {
    await sendContactForm(page)
    const handOff = [EVENTS.handOff, { local: PLACES.form }]
    await expect.poll(() => events(beacons)).toEqual([handOff])
    // The fallback link carries the whole message in its address; the event carries none of it.
    const popup = page.waitForEvent('popup')
    await page.getByRole('link', { name: contactForm.fallback }).click()
    await (await popup).close()
    const fallback = [EVENTS.whatsapp, { local: PLACES.form }]
    await expect.poll(() => events(beacons)).toEqual([handOff, fallback])
    expectNothingOf(beacons, Object.values(TYPED))
  })

  test('sends the form while the measuring code is on its way, then counts the visit', async ({
    page,
  }) => {
    const release = await holdLateCode(page)
    await sendContactForm(page)
    release()
    await expect.poll(() => views(beacons)).toEqual([pages.contact.path])
  })

  test('counts the contact links with their place, and no other link', async ({ page }) => {
    await keepProtocolLinks(page)
    await page.goto('/')
    await measured(page, beacons, 1)
    const popup = page.waitForEvent('popup')
    await page.getByRole('link', { name: floatingWhatsApp.label }).click()
    await (await popup).close()
    const band = page.getByRole('region', { name: homePage.cta.title })
    await band.getByRole('link', { name: homePage.cta.email }).click()
    await page.getByRole('contentinfo').getByRole('link', { name: PHONE, exact: true }).click()
    await expect
      .poll(() => events(beacons))
      .toEqual([
        [EVENTS.whatsapp, { local: PLACES.floatingButton }],
        [EVENTS.email, { local: PLACES.homeBand }],
        [EVENTS.phone, { local: PLACES.footer }],
      ])
    await page.getByRole('contentinfo').getByRole('link', { name: pages.about.navLabel }).click()
    await expect.poll(() => views(beacons).length).toBe(2)
    expect(events(beacons)).toHaveLength(3)
  })

  test('counts a search with its number of results, never its term', async ({ page }) => {
    await page.goto('/')
    await measured(page, beacons, 1)
    const search = page.getByRole('banner').getByRole('searchbox')
    await search.fill('suporte')
    await search.press('Enter')
    await expect(page.getByRole('status')).toHaveText(/^\d+\s/)
    const shown = parseInt((await page.getByRole('status').textContent())!)
    await search.fill('xyzzy segredo')
    await search.press('Enter')
    await expect(page.getByRole('status')).toHaveText(searchPage.noResults)
    await expect
      .poll(() => events(beacons))
      .toEqual([
        [EVENTS.search, { resultados: shown }],
        [EVENTS.search, { resultados: 0 }],
      ])
    // A new search at /buscar/ is the same page: one view.
    expect(views(beacons)).toEqual(['/', pages.search.path])
    expectNothingOf(beacons, ['suporte', 'xyzzy', 'segredo'])
  })

  test('gives the next page only its origin as the referrer', async ({ page, baseURL }) => {
    await page.goto(searchHref('segredo'))
    await measured(page, beacons, 1)
    const next = page.waitForEvent('popup')
    await page.evaluate((path) => window.open(path, '_blank'), pages.services.path)
    const opened = await next
    await waitForHydration(opened)
    expect(await opened.evaluate(() => document.referrer)).toBe(`${baseURL}/`)
    await expect.poll(() => views(beacons).length).toBe(2)
    expectNothingOf(beacons, ['segredo'])
  })
})

test('a browser that signals Global Privacy Control is not measured', async ({ page, context }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/_vercel/')) asked.push(request.url())
  })
  await stubVercel(context)
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  )
  await keepProtocolLinks(page)
  await page.goto(searchHref('suporte'))
  await waitForHydration(page)
  await page.getByRole('contentinfo').getByRole('link', { name: PHONE, exact: true }).click()
  await sendContactForm(page)
  await afterIdle(page)
  expect(asked).toEqual([])
  expect(await page.evaluate(() => 'va' in window || 'vaq' in window)).toBe(false)
})

test.describe('scripts that cannot load (blocked, or not on Vercel)', () => {
  test.use({ expectedConsoleError: /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT\b/ })

  test('change nothing the visitor sees or does', async ({ page, context }) => {
    const failed: string[] = []
    page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname))
    await context.route('**/_vercel/**', (route) => route.abort('blockedbyclient'))
    await page.goto(pages.contact.path)
    await waitForHydration(page)
    const before = await page.locator('body').innerText()
    await afterIdle(page)
    await expect
      .poll(() => failed.filter((path) => path.startsWith('/_vercel/')).sort())
      .toEqual(Object.values(VERCEL_SCRIPTS).sort())
    await expect(page.locator('body')).toHaveText(before, { useInnerText: true })
    await sendContactForm(page)
    await expect(page.locator('[data-sonner-toast]')).toContainText(toasts.sent.title)
  })
})

// The pages whose markup a measuring build changes.
for (const path of ['/', pages.contact.path, pages.privacy.path]) {
  test(`${path} has no axe violations once the scripts run`, async ({ page, context }) => {
    const beacons = await stubVercel(context)
    await page.goto(path)
    await measured(page, beacons, 1)
    await expectNoViolations(page)
  })
}
