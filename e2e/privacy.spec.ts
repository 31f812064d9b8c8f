import type { Page } from '@playwright/test'
import { CONTACT_DRAFT_STORAGE_KEY, THEME_STORAGE_KEY } from '../config/settings'
import { accessibilityPage, accessibilitySections } from '@/content/accessibility'
import { contactForm } from '@/content/contact'
import { facts } from '@/content/facts'
import { pages, searchHref } from '@/content/pages'
import { privacyPage, privacySections } from '@/content/privacy'
import { measurementSection } from '@/content/privacy-measurement'
import { header, newTab } from '@/content/shell'
import type { PolicySection } from '@/content/types'
import { PLACE_ATTRIBUTE } from '../lib/analytics'
import { expect, MISSING_ROUTE, ROUTES, test, waitForHydration } from './fixtures'
import {
  afterIdle,
  FACTS,
  gapBelowHeader,
  linksOf,
  noticeSection,
  plainText,
  sectionTexts,
} from './helpers'

async function expectNotice(page: Page, sections: PolicySection[], dates: [string, string][]) {
  for (const [label, date] of dates)
    await expect(page.getByText(label).locator(`time[datetime="${date}"]`)).toBeVisible()
  for (const { title, blocks } of sections) {
    const section = noticeSection(page, title)
    for (const block of blocks)
      for (const { term, detail } of block.kind === 'facts' ? block.items : [])
        await expect(section.locator('dl')).toContainText(`${term}${plainText(detail)}`)
    for (const { text, href, external } of linksOf(blocks)) {
      const name = external ? `${text} ${newTab}` : text
      const link = section.getByRole('link', { name, exact: true }).first()
      await expect(link).toHaveAttribute('href', href)
    }
  }
}

test('/privacidade shows its date, facts, links and what is measured', FACTS, async ({ page }) => {
  await page.goto(pages.privacy.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPage.title)
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    privacyPage.tocTitle,
    ...privacySections.map((section) => section.title),
  ])
  await expectNotice(page, privacySections, [[privacyPage.updatedLabel, privacyPage.updatedAt]])
  await expect(page.getByRole('main')).toContainText(facts.emailProvider)
  for (const text of sectionTexts(measurementSection))
    await expect(noticeSection(page, measurementSection.title)).toContainText(text)
})

test('the contents list leads to each section, below the header', async ({ page }) => {
  await page.goto(pages.privacy.path)
  await waitForHydration(page)
  const contents = page.getByRole('navigation', { name: privacyPage.tocTitle })
  for (const { id, title } of privacySections) {
    await contents.getByRole('link', { name: title, exact: true }).click()
    await expect(page).toHaveURL(`${pages.privacy.path}#${id}`)
    await expect(noticeSection(page, title).getByRole('heading')).toBeInViewport()
    await expect.poll(() => gapBelowHeader(page, id)).toBeGreaterThanOrEqual(0)
  }
})

test('/acessibilidade shows its dates, facts and links', FACTS, async ({ page }) => {
  await page.goto(pages.accessibility.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(accessibilityPage.title)
  await expectNotice(page, accessibilitySections, [
    [accessibilityPage.updatedLabel, accessibilityPage.updatedAt],
    [accessibilityPage.evaluatedLabel, accessibilityPage.evaluatedAt],
  ])
})

test('the notice is true: no cookies, only the two keys it names', async ({ page }) => {
  await page.goto(pages.contact.path)
  await waitForHydration(page)
  await page.getByLabel(contactForm.fields.name.label).fill('Ana')
  await page.getByRole('button', { name: header.themeToggle.toDark }).click()
  await page.goto(pages.privacy.path)
  const stored = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    cookie: document.cookie,
  }))
  expect(stored).toEqual({
    local: [THEME_STORAGE_KEY],
    session: [CONTACT_DRAFT_STORAGE_KEY],
    cookie: '',
  })
  expect(await page.context().cookies()).toEqual([])
  const browserSection = privacySections.find((section) => section.id === 'navegador')!
  for (const key of [THEME_STORAGE_KEY, CONTACT_DRAFT_STORAGE_KEY])
    await expect(noticeSection(page, browserSection.title)).toContainText(key)
})

test.describe('a build that does not measure', () => {
  test.use({ expectedConsoleError: /status of 404/ })

  test('asks for nothing under /_vercel/ on any page', async ({ page }) => {
    // Recorded across every visit, so that scripts asked for late on one page count on the next.
    const asked: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_vercel/')) asked.push(request.url())
    })
    for (const route of [...ROUTES, searchHref('suporte'), MISSING_ROUTE]) {
      await page.goto(route)
      await waitForHydration(page)
      await afterIdle(page)
      await expect(page.locator(`[${PLACE_ATTRIBUTE}]`)).toHaveCount(0)
    }
    expect(asked).toEqual([])
  })
})
