import type { Page } from '@playwright/test'
import { homePage } from '@/content/home'
import { header } from '@/content/shell'
import { expect, ROUTES, test, waitForHydration } from './fixtures'
import { holdRequests } from './helpers'

// The brand font arrives after the first paint and must move nothing (docs/performance.md).

const BRAND = 'Plus Jakarta Sans (web font)'

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
    // Asked again if hydration replaces the element between two calls.
    await expect(async () => {
      expect(await drawnFonts(page, selector), selector).toEqual([BRAND])
    }).toPass({ timeout: 10_000 })
  }
}

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { __shifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () =>
    page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, v) => sum + v, 0),
    )
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    for (const path of ROUTES) {
      test(`${path}: the brand font swaps in late and moves nothing`, async ({ page }) => {
        const release = await holdRequests(page, '**/_next/static/media/*.woff2')
        const layoutShift = await recordShifts(page)
        // The load event waits for the font, which the page asks for once text needs it.
        await page.goto(path, { waitUntil: 'domcontentloaded' })
        expect(await drawnFonts(page, 'main h1')).not.toContain(BRAND)
        release()
        await expectBrandFont(page)
        expect(await layoutShift()).toBeLessThanOrEqual(0.01)
        await waitForHydration(page)
        await page.getByRole('banner').getByRole('link', { name: header.homeLabel }).click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(homePage.hero.title)
        await expectBrandFont(page)
      })
    }
  })
}
