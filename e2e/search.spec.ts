import type { Locator, Page } from '@playwright/test'
import { pages, searchHref } from '@/content/pages'
import { searchIndex } from '@/content/search-index'
import { searchForm, searchPage } from '@/content/search-page'
import { services } from '@/content/services'
import { expect, test, waitForHydration } from './fixtures'
import { isMarkedDocument, markDocument, overflowX } from './helpers'

const results = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link')

const searchField = (page: Page) =>
  page.getByRole('main').getByRole('search', { name: searchPage.formLabel }).getByRole('searchbox')

const headerSearch = (page: Page) => page.getByRole('banner').getByRole('searchbox')

const DATA = services.find((service) => service.id === 'analise-de-dados')!.title
const DATA_ENTRY = searchIndex.find((entry) => entry.title === DATA)!

test('no query: asks for a term in its own field, which searches it', async ({ page }) => {
  await page.goto(pages.search.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(searchPage.title)
  await expect(page.getByText(searchPage.prompt)).toBeVisible()
  await waitForHydration(page)
  await searchField(page).fill('  dados ')
  await searchField(page).press('Enter')
  await expect(page).toHaveURL(searchHref('dados'))
  await expect(results(page).first()).toHaveText(DATA)
})

test('a match shows its title highlighted, its text, at most six tags; the field can be cleared', async ({
  page,
}) => {
  await page.goto(searchHref('dados'))
  await expect(page.getByText(searchPage.youSearchedFor)).toContainText('“dados”')
  const first = results(page).first()
  await expect(first).toHaveText(DATA)
  await expect(first.locator('mark')).toHaveText(/^dados$/i)
  // The mark keeps the spaces around it.
  expect(await first.evaluate((link) => (link as HTMLElement).innerText)).toBe(DATA)
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(
    DATA_ENTRY.content,
  )
  const tags = page.getByRole('list', { name: searchPage.keywordsLabel })
  await expect(tags.first()).toBeVisible()
  const counts = await tags.evaluateAll((lists) => lists.map((list) => list.children.length))
  expect(Math.max(...counts)).toBeLessThanOrEqual(6)
  // The field, as wide as the results, has one clear button, ours, shown while it holds text.
  const form = page.getByRole('main').getByRole('search', { name: searchPage.formLabel })
  const width = async (box: Locator) => Math.round((await box.boundingBox())!.width)
  expect(await width(form)).toBe(await width(page.getByRole('main').getByRole('list').first()))
  const clear = form.getByRole('button', { name: searchForm.clear })
  await clear.click()
  await expect(searchField(page)).toHaveValue('')
  await expect(clear).toBeHidden()
  await searchField(page).fill('suporte')
  await expect(clear).toBeVisible()
})

test('a search from the header replaces the results in place', async ({ page }) => {
  await page.goto(searchHref(' dados '))
  await expect(headerSearch(page)).toHaveValue('dados')
  await expect(searchField(page)).toHaveValue('dados')
  await waitForHydration(page)
  await markDocument(page)
  await headerSearch(page).fill(pages.contact.navLabel)
  await headerSearch(page).press('Enter')
  await expect(page).toHaveURL(searchHref(pages.contact.navLabel))
  await expect(results(page).first()).toHaveText(pages.contact.navLabel)
  await expect(searchField(page)).toHaveValue(pages.contact.navLabel)
  expect(await isMarkedDocument(page)).toBe(true)
  await page.goBack()
  await expect(headerSearch(page)).toHaveValue('dados')
  await expect(searchField(page)).toHaveValue('dados')
  // Elsewhere the field is the visitor's again.
  await results(page).first().click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(searchPage.title)
  await expect(headerSearch(page)).toHaveValue('')
})

test('hostile, malformed and very long queries render as text; no match offers tips and links', async ({
  page,
}) => {
  page.on('dialog', () => {
    throw new Error('a dialog opened')
  })
  for (const query of [
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '"><svg onload=alert(1)>',
    '\u202Egnp.exe\u200B\u200D',
  ]) {
    await page.goto(searchHref(query))
    await expect(page.getByText(searchPage.youSearchedFor)).toContainText(query.trim())
    await expect(page.locator('main img, main script, main svg[onload]')).toHaveCount(0)
  }
  await page.goto(`${searchHref('')}%E0%A4%A`)
  await expect(page.getByText(searchPage.youSearchedFor)).toBeVisible()
  const long = 'a'.repeat(20_000)
  await page.goto(searchHref(long))
  await expect(page.getByRole('status')).toHaveText(searchPage.noResults)
  expect(await overflowX(page)).toBeLessThanOrEqual(0)
  await expect(searchField(page)).toHaveValue(long)
  for (const tip of searchPage.tips) await expect(page.getByText(tip)).toBeVisible()
  for (const { label, href } of searchPage.helpLinks)
    await expect(page.getByRole('link', { name: label })).toHaveAttribute('href', href)
})
