import type { Page } from '@playwright/test'
import { aboutPage } from '@/content/about'
import { contactForm, contactPage } from '@/content/contact'
import { errorPage, globalErrorPage, outdatedPage } from '@/content/errors'
import { homePage } from '@/content/home'
import { pages, searchHref } from '@/content/pages'
import { searchPage } from '@/content/search-page'
import { servicesPage } from '@/content/services-page'
import { header } from '@/content/shell'
import { expectNoViolations, lookName, showAs, twoLooks } from './axe'
import { expect, test, waitForHydration } from './fixtures'
import { chunksOf, isMarkedDocument, markDocument } from './helpers'

const mainNav = (page: Page) => page.getByRole('navigation', { name: header.navLabel })
const heading = (page: Page) => page.getByRole('heading', { level: 1 })

async function expectWaysOut(page: Page) {
  const main = page.getByRole('main')
  for (const exit of Object.values(errorPage.exits))
    await expect(main.getByRole('link', { name: exit.label })).toHaveAttribute('href', exit.href)
  await expect(main.getByRole('button', { name: errorPage.reload })).toBeVisible()
}

test.describe('an address with a double slash', () => {
  for (const [address, path, h1] of [
    ['//', '/', homePage.hero.title],
    ['//servicos/', pages.services.path, servicesPage.title],
  ] as const) {
    test(`${address} shows ${path}; client navigation goes on`, async ({ page, baseURL }) => {
      expect((await page.goto(`${baseURL}${address}`))?.status()).toBe(200)
      await waitForHydration(page)
      await expect(page).toHaveURL(`${baseURL}${path}`)
      await expect(heading(page)).toHaveText(h1)
      await markDocument(page)
      await mainNav(page).getByRole('link', { name: pages.about.navLabel }).click()
      await expect(heading(page)).toHaveText(aboutPage.title)
      expect(await isMarkedDocument(page), 'a client navigation, not a full load').toBe(true)
    })
  }

  test.describe('on a host that answers it with its 404 page', () => {
    test.use({ expectedConsoleError: /status of 404/ })

    test('the page named is loaded at the clean address', async ({ page, baseURL, request }) => {
      const notFound = await (await request.get('/404.html')).text()
      await page.route(
        (url) => url.pathname === '//servicos/',
        (route) => route.fulfill({ status: 404, contentType: 'text/html', body: notFound }),
      )
      await page.goto(`${baseURL}//servicos/`, { waitUntil: 'commit' })
      await expect(heading(page)).toHaveText(servicesPage.title)
      await expect(page).toHaveURL(`${baseURL}${pages.services.path}`)
      await waitForHydration(page)
    })
  })
})

test.describe('an island that throws', () => {
  test.use({ expectedConsoleError: /normalize indisponível/ })

  test('shows the error page, ways out, no axe violation; retry heals', async ({ page }) => {
    // The search page folds accents with normalize(), which throws here until healed.
    await page.addInitScript(() => {
      const normalize = String.prototype.normalize
      Object.assign(window, { __broken: true })
      String.prototype.normalize = function (this: string, form?: string) {
        if ((window as { __broken?: boolean }).__broken) throw new Error('normalize indisponível')
        return normalize.call(this, form)
      }
    })
    await page.goto(searchHref('dados'))
    await waitForHydration(page)
    await expect(heading(page)).toHaveText(errorPage.title)
    await expect(heading(page)).toBeFocused()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expectWaysOut(page)
    for (const look of twoLooks(0)) {
      await test.step(lookName(look), async () => {
        await showAs(page, look)
        await expectNoViolations(page)
      })
    }
    await page.evaluate(() => Object.assign(window, { __broken: false }))
    await page.getByRole('button', { name: errorPage.retry }).click()
    await expect(heading(page)).toHaveText(searchPage.title)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible()
  })
})

test.describe('a failure of the layout itself', () => {
  test.use({ expectedConsoleError: /scrollTo indisponível/, colorScheme: 'light' })

  test("shows a Portuguese page in the site's look, with ways out", async ({ page }) => {
    // Where app/error.tsx cannot catch it: the layout's scroll manager, after a client navigation.
    await page.addInitScript(() => {
      window.scrollTo = () => {
        throw new Error('scrollTo indisponível')
      }
    })
    await page.goto('/')
    await waitForHydration(page)
    const siteLook = () =>
      page.evaluate(() => {
        const body = getComputedStyle(document.body)
        return { background: body.backgroundColor, font: body.fontFamily }
      })
    const look = await siteLook()
    await mainNav(page).getByRole('link', { name: pages.services.navLabel }).click()
    await expect(heading(page)).toHaveText(globalErrorPage.title)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    await expect(page).toHaveTitle(new RegExp(globalErrorPage.documentTitle))
    await expect(
      page.getByRole('banner').getByRole('link', { name: header.homeLabel }),
    ).toHaveAttribute('href', '/')
    await expectWaysOut(page)
    expect(await siteLook()).toEqual(look)
    await expectNoViolations(page)

    await page.getByRole('button', { name: errorPage.retry }).click()
    await expect(heading(page)).toHaveText(servicesPage.title)
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })
})

test.describe('a script missing after a deploy', () => {
  test.use({ expectedConsoleError: /Failed to load resource: net::ERR_FAILED|ChunkLoadError/ })

  test('a navigation that needs it offers a reload, which recovers', async ({ page, request }) => {
    const home = await chunksOf(request, '/')
    const needed = [...(await chunksOf(request, pages.contact.path))].filter((s) => !home.has(s))
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
    await expect(page.getByRole('button', { name: errorPage.retry })).toHaveCount(0)
    await expectWaysOut(page)

    await page.getByRole('button', { name: outdatedPage.reload }).click()
    await expect(heading(page)).toHaveText(contactPage.title)
    await expect(page).toHaveURL(pages.contact.path)
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: contactForm.submit })).toBeEnabled()
  })
})
