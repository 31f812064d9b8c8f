import type { Page } from '@playwright/test'
import { pages } from '../content/pages'
import { markColors } from '../lib/logo-mark'
import { expect, test, THEME_STORAGE_KEY, waitForHydration } from './fixtures'
import { holdScripts } from './helpers'

type Theme = 'light' | 'dark'

/**
 * The colour the browser painted inside the upright petal of the header's mark (left of its
 * vein, at 14,9 on the mark's 32-unit grid), read from a screenshot of the mark alone.
 */
async function petalColour(page: Page): Promise<string> {
  const shot = await page.getByRole('banner').locator('[data-logo-mark]').screenshot()
  return page.evaluate(async (base64) => {
    const png = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([png], { type: 'image/png' }))
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!
    context.drawImage(bitmap, 0, 0)
    const [r, g, b] = context.getImageData(
      Math.floor((bitmap.width * 14.5) / 32),
      Math.floor((bitmap.height * 9) / 32),
      1,
      1,
    ).data
    return `#${[r, g, b].map((value) => value!.toString(16).padStart(2, '0')).join('')}`
  }, shot.toString('base64'))
}

async function expectTheme(page: Page, theme: Theme) {
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
  await expect.poll(() => petalColour(page)).toBe(markColors[theme].petal)
}

test('the exported HTML starts dark', async ({ request }) => {
  expect(await (await request.get('/')).text()).toMatch(/<html[^>]*class="dark"/)
})

test('with nothing saved, the theme and the logo follow the OS', async ({ page }) => {
  for (const theme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: theme })
    await page.goto('/')
    await expectTheme(page, theme)
  }
})

test('a saved choice beats the OS preference before the page paints', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY)
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/', { waitUntil: 'commit' })
  await expect(page.locator('header')).toBeAttached()
  await expectTheme(page, 'light')
})

// next-themes' `disableTransitionOnChange` restyled every element twice as the page hydrated.
test('hydrating restyles only what it changes, not the whole page', async ({ browser, page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  const release = await holdScripts(page)
  await page.goto(pages.privacy.path, { waitUntil: 'domcontentloaded' })
  await page.evaluate(() => document.fonts.ready)
  const frames = () => page.evaluate(() => new Promise((done) => setTimeout(done, 100)))
  await frames()
  await browser.startTracing(page, { categories: ['devtools.timeline'] })
  release()
  await waitForHydration(page)
  await frames()
  const elements = await page.evaluate(() => document.querySelectorAll('*').length)
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; args?: { elementCount?: number } }[]
  }
  const restyled = traceEvents
    .filter((event) => event.name === 'UpdateLayoutTree')
    .map((event) => event.args?.elementCount ?? 0)
  expect(Math.max(0, ...restyled)).toBeLessThan(elements / 4)
})
