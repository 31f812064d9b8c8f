import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Holds back every chunk of code, as a slow connection does, so the page is used before React
 * runs; the returned function lets them through. Load the page with `waitUntil:
 * 'domcontentloaded'`: held scripts hold back the load event too. (The page's RSC data, outside
 * the chunks, is let through: the document is not parsed to its end without it.)
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Waits for the page's scripts to run, as a visitor notices it: the theme toggle answers. A click
 * before they run does nothing, so it is retried; once the theme switches it is switched back.
 */
export async function waitForScriptsToRun(page: Page) {
  const html = page.locator('html')
  const toggle = page.getByRole('banner').getByRole('button', { name: /^Ativar tema/ })
  const dark = await html.evaluate((root) => root.classList.contains('dark'))
  await expect(async () => {
    await toggle.click()
    await expect(html).toHaveClass(dark ? /\blight\b/ : /\bdark\b/, { timeout: 500 })
  }).toPass({ timeout: 20_000 })
  await toggle.click()
  await expect(html).toHaveClass(dark ? /\bdark\b/ : /\blight\b/)
}

/** Marks the document, so that a test can tell a navigation in the page from a page load. */
export async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __markedDocument: true }))
}

export async function isMarkedDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => '__markedDocument' in window)
}
