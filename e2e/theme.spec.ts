import type { Page } from '@playwright/test'
import { pages } from '@/content/pages'
import { header } from '@/content/shell'
import { palettes, type Theme } from '../lib/palette'
import { expect, test, THEME_STORAGE_KEY, waitForHydration } from './fixtures'
import { holdScripts } from './helpers'

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

/** The colour the browser's bar takes: the first theme-color whose media matches. */
const barColour = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
        (meta) => !meta.media || matchMedia(meta.media).matches,
      )?.content,
  )

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

test('a saved choice beats the OS preference before the page paints, and after; the browser’s bar follows it', async ({
  page,
}) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY)
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/', { waitUntil: 'commit' })
  await expect(page.locator('header')).toBeAttached()
  await expectTheme(page, 'light')
  await expect.poll(() => barColour(page)).toBe(palettes.light.background)
  await page.reload()
  await expect.poll(() => barColour(page)).toBe(palettes.light.background)
  await waitForHydration(page)
  await switchOS(page, 'light')
  await switchOS(page, 'dark')
  await expectTheme(page, 'light')
  await page.getByRole('banner').getByRole('button', { name: header.themeToggle.toDark }).click()
  await expectTheme(page, 'dark')
  await expect.poll(() => barColour(page)).toBe(palettes.dark.background)
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

test('a stored value next-themes never writes is dropped: the page shows the OS theme whole', async ({
  page,
}) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'Dark'), THEME_STORAGE_KEY)
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  await waitForHydration(page)
  const shown = () =>
    page.evaluate((key) => {
      const root = document.documentElement
      return [root.className, root.style.colorScheme, localStorage.getItem(key)]
    }, THEME_STORAGE_KEY)
  await expect.poll(shown).toEqual(['dark', 'dark', null])
  await expect.poll(() => barColour(page)).toBe(palettes.dark.background)
})
