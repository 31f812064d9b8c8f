import type { APIRequestContext, Page } from '@playwright/test'
import { aboutPage } from '../content/about'
import { company } from '../content/company'
import { contactForm, contactPage } from '../content/contact'
import { errorPage, globalErrorPage, outdatedPage } from '../content/errors'
import { homePage } from '../content/home'
import { pages, searchHref } from '../content/pages'
import { searchIndex } from '../content/search-index'
import { searchPage } from '../content/search-page'
import { servicesPage } from '../content/services-page'
import { header } from '../content/shell'
import { fullTitle } from '../lib/metadata'
import { search } from '../lib/search'
import { chunkUrlsIn } from '../scripts/lib/export'
import { expectNoViolations, lookName, showAs, twoLooks } from './axe'
import { expect, test, waitForHydration } from './fixtures'

const mainNav = (page: Page) => page.getByRole('navigation', { name: header.navLabel })
const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const servicesTitle = fullTitle(company, pages.services)

/** Marks the document, so a test can tell a client navigation (marker kept) from a full load. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => '__sameDocument' in window)
}

/** Both ways out, as plain links that load in full even if the router broke. */
async function expectWaysOut(page: Page) {
  const main = page.getByRole('main')
  for (const exit of Object.values(errorPage.exits))
    await expect(main.getByRole('link', { name: exit.label })).toHaveAttribute('href', exit.href)
  await expect(main.getByRole('button', { name: errorPage.reload })).toBeVisible()
}

test.describe('an address with a double slash', () => {
  const CASES = [
    {
      address: '//',
      path: '/',
      title: pages.home.title,
      h1: homePage.hero.title,
    },
    {
      address: '//servicos/',
      path: '/servicos/',
      title: servicesTitle,
      h1: servicesPage.title,
    },
  ]

  for (const { address, path, title, h1 } of CASES) {
    test(`${address} shows ${path}, hydrated, and client navigation goes on`, async ({
      page,
      baseURL,
    }) => {
      const response = await page.goto(`${baseURL}${address}`)
      expect(response?.status()).toBe(200)
      await waitForHydration(page)
      await expect(page).toHaveURL(`${baseURL}${path}`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
      await expect(page).toHaveTitle(title)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(heading(page)).toHaveText(h1)

      await markDocument(page)
      await mainNav(page).getByRole('link', { name: pages.about.navLabel }).click()
      await expect(page).toHaveURL(`${baseURL}/sobre/`)
      await expect(heading(page)).toHaveText(aboutPage.title)
      expect(await isSameDocument(page), 'a client navigation, not a full load').toBe(true)
    })
  }

  test.describe('on a host that answers it with its 404 page', () => {
    // Chrome reports the 404 status of the first answer in the console.
    test.use({ expectedConsoleError: /status of 404/ })

    test('the page named is loaded at the clean address', async ({ page, baseURL, request }) => {
      const notFound = await (await request.get('/404.html')).text()
      await page.route(
        (url) => url.pathname === '//servicos/',
        (route) => route.fulfill({ status: 404, contentType: 'text/html', body: notFound }),
      )
      await page.goto(`${baseURL}//servicos/`, { waitUntil: 'commit' })
      await expect(heading(page)).toHaveText(servicesPage.title)
      await expect(page).toHaveURL(`${baseURL}/servicos/`)
      await waitForHydration(page)
    })
  })
})

/** A query with results: the search page folds its accents, which is what breakSearch breaks. */
const BROKEN_QUERY = 'dados'

/** Makes the accent folding of the site search throw, as a browser bug would, until healed. */
async function breakSearch(page: Page) {
  await page.addInitScript(() => {
    const normalize = String.prototype.normalize
    Object.assign(window, { __searchBroken: true })
    String.prototype.normalize = function (this: string, form?: string) {
      if ('__searchBroken' in window && window.__searchBroken) {
        throw new Error('normalize indisponível')
      }
      return normalize.call(this, form)
    }
  })
}

test.describe('an island that throws', () => {
  test.use({ expectedConsoleError: /normalize indisponível/ })

  test('shows the Portuguese error page inside the site, with ways out', async ({ page }) => {
    await breakSearch(page)
    await page.goto(searchHref(BROKEN_QUERY))
    await waitForHydration(page)
    await expect(heading(page)).toHaveText(errorPage.title)
    await expect(heading(page)).toBeFocused()
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expectWaysOut(page)

    await page.evaluate(() => Object.assign(window, { __searchBroken: false }))
    await page.getByRole('button', { name: errorPage.retry }).click()
    await expect(heading(page)).toHaveText(searchPage.title)
    await expect(page.getByRole('status')).toHaveText(
      searchPage.resultCount(search(searchIndex, BROKEN_QUERY).length),
    )
  })

  test('the way home works from the error page', async ({ page, baseURL }) => {
    await breakSearch(page)
    await page.goto(searchHref(BROKEN_QUERY))
    await expect(heading(page)).toHaveText(errorPage.title)
    await page.getByRole('main').getByRole('link', { name: errorPage.exits.home.label }).click()
    await expect(page).toHaveURL(`${baseURL}/`)
    await expect(heading(page)).toHaveText(homePage.hero.title)
  })

  test('has no axe violations in either theme or width', async ({ page }) => {
    const looks = twoLooks(0)
    await page.emulateMedia({ colorScheme: looks[0]!.theme })
    await breakSearch(page)
    await page.goto(searchHref(BROKEN_QUERY))
    await expect(heading(page)).toHaveText(errorPage.title)
    // The error page is inside the root layout: the theme follows the OS as on any page.
    for (const look of looks) {
      await test.step(lookName(look), async () => {
        await showAs(page, look)
        await expect(heading(page)).toHaveText(errorPage.title)
        await expectNoViolations(page)
      })
    }
  })
})

/**
 * Makes the root layout fail, where app/error.tsx cannot catch it: its scroll manager scrolls
 * after every client navigation, and here the browser's scrollTo throws.
 */
async function breakLayoutOnNavigation(page: Page) {
  await page.addInitScript(() => {
    window.scrollTo = () => {
      throw new Error('scrollTo indisponível')
    }
  })
  await page.goto('/')
  await waitForHydration(page)
  const look = await page.evaluate(() => {
    const body = getComputedStyle(document.body)
    return { background: body.backgroundColor, font: body.fontFamily }
  })
  await mainNav(page).getByRole('link', { name: pages.services.navLabel }).click()
  await expect(heading(page)).toHaveText(globalErrorPage.title)
  return look
}

test.describe('a failure of the layout itself', () => {
  test.use({ expectedConsoleError: /scrollTo indisponível/ })

  test('shows a Portuguese document with a title, the brand and ways out', async ({ page }) => {
    await breakLayoutOnNavigation(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    await expect(page).toHaveTitle(fullTitle(company, { title: globalErrorPage.documentTitle }))
    await expect(page.locator('#__next_error__')).toHaveCount(0)
    await expect(
      page.getByRole('banner').getByRole('link', { name: header.homeLabel }),
    ).toHaveAttribute('href', '/')
    await expectWaysOut(page)

    await page.getByRole('button', { name: errorPage.retry }).click()
    await expect(heading(page)).toHaveText(servicesPage.title)
    await expect(page).toHaveTitle(servicesTitle)
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })

  // The document that replaces the layout keeps the theme the page showed when it failed (it
  // does not follow the OS afterwards), so each theme is its own visit, at a width of its own.
  for (const [index, scheme] of (['light', 'dark'] as const).entries()) {
    const viewport = twoLooks(0)[index]!

    test(`keeps the site's look in the ${scheme} theme, with no axe violations at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme })
      const site = await breakLayoutOnNavigation(page)
      await expect(page.locator('html')).toHaveClass(scheme)
      const look = await page.evaluate(() => {
        const body = getComputedStyle(document.body)
        return { background: body.backgroundColor, font: body.fontFamily }
      })
      expect(look).toEqual(site)
      await page.setViewportSize(viewport)
      await expectNoViolations(page)
    })
  }
})

/** The script files a page starts: the chunks its loader names. */
async function chunksOf(request: APIRequestContext, path: string): Promise<Set<string>> {
  return new Set(chunkUrlsIn(await (await request.get(path)).text()))
}

test.describe('a script missing after a deploy', () => {
  test.use({ expectedConsoleError: /Failed to load resource: net::ERR_FAILED|ChunkLoadError/ })

  test('a client navigation that needs it offers a reload, which recovers', async ({
    page,
    request,
    baseURL,
  }) => {
    const home = await chunksOf(request, '/')
    const needed = [...(await chunksOf(request, '/contato/'))].filter((src) => !home.has(src))
    expect(needed.length, 'scripts only the contact page loads').toBeGreaterThan(0)

    // The old build's scripts are gone until the page is loaded again, which brings the new one.
    let deployed = false
    await page.route('**/_next/static/chunks/*.js', (route) =>
      !deployed && needed.includes(new URL(route.request().url()).pathname)
        ? route.abort('failed')
        : route.continue(),
    )
    await page.goto('/')
    await waitForHydration(page)
    page.on('request', (sent) => {
      if (sent.isNavigationRequest()) deployed = true
    })

    await mainNav(page).getByRole('link', { name: pages.contact.navLabel }).click()
    await expect(heading(page)).toHaveText(outdatedPage.title)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    await expect(page.getByRole('button', { name: errorPage.retry })).toHaveCount(0)
    await expectWaysOut(page)

    await page.getByRole('button', { name: outdatedPage.reload }).click()
    await expect(heading(page)).toHaveText(contactPage.title)
    await expect(page).toHaveURL(`${baseURL}/contato/`)
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: contactForm.submit })).toBeEnabled()
  })
})
