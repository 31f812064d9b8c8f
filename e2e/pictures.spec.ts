// Catches a change a visitor would see that no other test reads: a colour, a width, a gap.
// Baselines: docs/upkeep.md, "Pictures of the pages".
import fs from 'node:fs'
import type { Page, TestInfo } from '@playwright/test'
import { pages } from '@/content/pages'
import { footer } from '@/content/shell'
import { isFlat } from '../scripts/pictures'
import { expect, test, waitForHydration } from './fixtures'

const PICTURED = Object.entries(pages).filter(([key]) => key !== 'notFound')
const WIDTHS = [390, 1280]
const THEMES = ['light', 'dark'] as const

/** The Chromium the baselines were made with (this one, when they are being remade). */
function madeWith(running: string, testInfo: TestInfo): string {
  const file = testInfo.snapshotPath('chromium.txt')
  if (testInfo.config.updateSnapshots === 'all') fs.writeFileSync(file, `${running}\n`)
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : 'none'
}

/** A picture about to be written (remade, or new) is refused when it is one flat colour. */
async function notFlat(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  const mode = testInfo.config.updateSnapshots
  const writes = ['all', 'changed'].includes(mode) || !fs.existsSync(testInfo.snapshotPath(name))
  if (mode === 'none' || !writes) return
  expect(await isFlat(await page.screenshot({ fullPage })), `${name}: one flat colour`).toBe(false)
}

/** Every photo in, the brand font drawn: nothing left to arrive. */
async function still(page: Page) {
  await waitForHydration(page)
  await page.evaluate(async () => {
    const photos = [...document.images]
    for (const photo of photos) photo.loading = 'eager'
    await Promise.all([document.fonts.ready, ...photos.map((photo) => photo.decode())])
  })
}

for (const [key, { path }] of PICTURED) {
  test(`${path} as drawn, in both themes, at ${WIDTHS.join(' and ')} px`, async ({
    page,
    browser,
  }, testInfo) => {
    const running = browser.version()
    const made = madeWith(running, testInfo)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      await page.emulateMedia({ colorScheme: THEMES[0] })
      await page.goto(path)
      await still(page)
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme })
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
        // The build's year is the clock's.
        const year = page
          .getByRole('contentinfo')
          .getByText(footer.copyright(new Date().getFullYear()))
        const name = `${key}-${theme}-${width}.png`
        await notFlat(page, testInfo, name)
        await expect
          .soft(
            page,
            `${path}, ${theme} theme, ${width} px, in Chromium ${running} (the pictures: ${made})`,
          )
          .toHaveScreenshot(name, { fullPage: true, mask: [year] })
      }
    }
  })
}

// A4 at 96 px per inch, as Chromium lays out a sheet printed without margins.
const A4 = { width: 794, height: 1123 }

test(`${pages.privacy.path} on paper, its first A4 sheet, after a dark choice`, async ({
  page,
}, testInfo) => {
  await page.setViewportSize(A4)
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto(pages.privacy.path)
  await still(page)
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.emulateMedia({ media: 'print' })
  await notFlat(page, testInfo, 'privacy-print-a4.png', false)
  await expect(page).toHaveScreenshot('privacy-print-a4.png')
})
