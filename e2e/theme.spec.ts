import type { Page } from '@playwright/test'
import { pages } from '../content/pages'
import { expect, test, THEME_STORAGE_KEY, waitForHydration } from './fixtures'
import { holdScripts } from './helpers'

type Theme = 'light' | 'dark'

// The logo, the icons and the colours follow the class: the pictures show each theme.
async function expectTheme(page: Page, theme: Theme) {
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
}

async function switchOS(page: Page, theme: Theme) {
  await page.evaluate(() => {
    const query = matchMedia('(prefers-color-scheme: dark)')
    const told = new Promise((done) => query.addEventListener('change', done, { once: true }))
    Object.assign(window, { __osSwitched: told })
  })
  await page.emulateMedia({ colorScheme: theme })
  await page.evaluate(() => (window as { __osSwitched?: Promise<void> }).__osSwitched)
}

test('the exported HTML starts dark', async ({ request }) => {
  expect(await (await request.get('/')).text()).toMatch(/<html[^>]*class="dark"/)
})

test('with nothing saved, the theme follows the OS, while the page is open too', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  await expectTheme(page, 'light')
  await waitForHydration(page)
  for (const theme of ['dark', 'light'] as const) {
    await switchOS(page, theme)
    await expectTheme(page, theme)
  }
})

test('a saved choice beats the OS preference before the page paints, and after', async ({
  page,
}) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY)
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/', { waitUntil: 'commit' })
  await expect(page.locator('header')).toBeAttached()
  await expectTheme(page, 'light')
  await waitForHydration(page)
  await switchOS(page, 'light')
  await switchOS(page, 'dark')
  await expectTheme(page, 'light')
})

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
