// Catches what paper shows and no screen test reads: the print stylesheet, in print media.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { contactForm } from '@/content/contact'
import { pages } from '@/content/pages'
import { privacyPage, privacySections } from '@/content/privacy'
import { footer, header, newTab } from '@/content/shell'
import { palettes } from '../lib/palette'
import { expect, ROUTES, test, THEME_STORAGE_KEY, waitForHydration } from './fixtures'
import { ADDRESS, FACTS, linksOf } from './helpers'

async function printed(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
  await page.emulateMedia({ media: 'print' })
}

/** What would repeat on every sheet, or what only a screen can answer, as paper would show it. */
const pinnedOrControls = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .filter(
        (element) =>
          ['fixed', 'sticky'].includes(getComputedStyle(element).position) ||
          element.matches('button, input, select, textarea, summary'),
      )
      .map((element) => element.outerHTML.slice(0, 120)),
  )

const rgb = (hex: string) =>
  `rgb(${hex
    .slice(1)
    .match(/../g)!
    .map((pair) => parseInt(pair, 16))
    .join(', ')})`

for (const path of ROUTES) {
  test(`${path} prints nothing pinned and no control`, async ({ page }) => {
    await printed(page, path)
    await expect.poll(() => pinnedOrControls(page)).toEqual([])
  })
}

test('a toast raised before printing does not print', async ({ page }) => {
  await page.goto(pages.contact.path)
  await waitForHydration(page)
  await page.getByRole('button', { name: contactForm.submit }).click()
  const toast = page.locator('[data-sonner-toast]')
  await expect(toast).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(toast).toBeAttached()
  await expect.poll(() => pinnedOrControls(page)).toEqual([])
})

const links = linksOf(privacySections.flatMap((section) => section.blocks))

// Tagged: the launch-fixture build, a preview, also pins the "Prévia" badge.
test(
  'paper, after a dark choice: the logo and the company’s identification, no preview badge, dark text on white that passes AA, where links lead',
  FACTS,
  async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY)
    await printed(page, pages.privacy.path)
    await expect.poll(() => pinnedOrControls(page)).toEqual([])
    await expect(page.getByRole('banner').getByRole('link')).toHaveAccessibleName(header.homeLabel)
    const contentInfo = page.getByRole('contentinfo')
    await expect(contentInfo.getByText(footer.legalId)).toBeVisible()
    await expect(contentInfo.locator('address')).toHaveText(ADDRESS)
    await expect(contentInfo.locator('address')).toBeVisible()
    await expect(contentInfo.getByRole('list')).toHaveCount(0)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(palettes.light.background))
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS(
      'color',
      rgb(palettes.light.foreground),
    )
    await expect(page.getByText(privacyPage.lead)).toHaveCSS(
      'color',
      rgb(palettes.light['muted-foreground']),
    )
    const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()
    expect(violations.flatMap(({ nodes }) => nodes.map((node) => node.target))).toEqual([])
    // A link to another site shows its address; a section or an e-mail named by it does not.
    const main = page.getByRole('main')
    const external = links.find((link) => link.external)!
    await expect(
      main.getByRole('link', { name: `${external.text} ${newTab}` }).first(),
    ).toHaveAccessibleName(`${external.text} ${newTab} (${external.href})`)
    const email = links.find((link) => link.href === `mailto:${link.text}`)!
    await expect(main.getByRole('link', { name: email.text, exact: true }).first()).toBeVisible()
    const section = privacySections[0]!
    await expect(
      main.getByRole('link', { name: section.title, exact: true }).first(),
    ).toHaveAttribute('href', `#${section.id}`)
  },
)
