import type { Page } from '@playwright/test'
import { expect, ROUTES, test, waitForHydration } from './fixtures'
import { pages } from '../content/pages'
import { header } from '../content/shell'
import { menuToggle } from './mobile-menu-toggle'

// A first visit: nothing cached. The brand font arrives after the page's first paint on a slow
// line, swaps in, and must move nothing (the fallback faces are metric-matched to it).

const BRAND_FAMILY = 'Plus Jakarta Sans'
const FONT_FILES = '**/_next/static/media/*.woff2'

/** The fonts Chromium really draws the element's text with (CSS.getPlatformFontsForNode). */
async function drawnFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument')
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    return fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`)
  } finally {
    await cdp.detach()
  }
}

async function expectBrandFont(page: Page) {
  await page.evaluate(() => document.fonts.ready)
  for (const selector of ['main h1', 'main p']) {
    // Asked again if hydration replaces the element between two calls (the scripts start once
    // the page has loaded, which is when the font is in).
    await expect(async () => {
      expect(await drawnFonts(page, selector), selector).toEqual([`${BRAND_FAMILY} (web font)`])
    }).toPass({ timeout: 10_000 })
  }
}

/** Records every layout shift of the load, from the first paint on. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { __shifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

const layoutShift = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  )

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } })

    for (const path of ROUTES) {
      test(`${path}: the brand font arrives after the first paint and moves nothing`, async ({
        page,
      }) => {
        let release = () => {}
        const held = new Promise<void>((resolve) => (release = resolve))
        await page.route(FONT_FILES, async (route) => {
          await held
          await route.continue()
        })
        await recordShifts(page)
        // The load event waits for the font, which the page asks for once text needs it.
        await page.goto(path, { waitUntil: 'domcontentloaded' })
        expect((await drawnFonts(page, 'main h1'))[0]).not.toContain(BRAND_FAMILY)
        release()
        await expectBrandFont(page)
        expect(await layoutShift(page)).toBeLessThanOrEqual(0.01)
      })
    }
  })
}

test.describe('on a 9 Mbps line with 60 ms of latency', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the home page is set in the brand font, and so is the page a header link opens', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 60,
      downloadThroughput: 9_000_000 / 8,
      uploadThroughput: 9_000_000 / 8,
    })
    await recordShifts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await waitForHydration(page)
    await expectBrandFont(page)
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01)
    await menuToggle(page).click()
    await page
      .getByRole('navigation', { name: header.menuNavLabel })
      .getByRole('link', { name: pages.services.navLabel })
      .click()
    await expect(page).toHaveURL(pages.services.path)
    await expectBrandFont(page)
  })
})
