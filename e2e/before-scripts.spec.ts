import { THEME_STORAGE_KEY } from '../config/settings'
import { contactForm } from '../content/contact'
import { pages } from '../content/pages'
import { searchForm, searchPage } from '../content/search-page'
import { header } from '../content/shell'
import { toasts } from '../content/toasts'
import { expect, test, waitForHydration } from './fixtures'
import {
  decodedWhatsAppText,
  expectMenu,
  FACTS,
  fillContactForm,
  holdScripts,
  isMarkedDocument,
  markDocument,
  menuToggle,
  WHATSAPP_URL,
  TYPED,
} from './helpers'

// A slow phone hydrates late: each control is used while the scripts are held back, then they
// run, and only then is the control submitted. What the visitor sees in the field must count.

test('the contact form sends what was typed to WhatsApp', FACTS, async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto(pages.contact.path, { waitUntil: 'domcontentloaded' })
  const send = page.getByRole('button', { name: contactForm.submit })
  await expect(send).toBeDisabled()
  await fillContactForm(page)
  // Enter in a field cannot send the form either: nothing typed goes into the address.
  await page.getByLabel(contactForm.fields.name.label).press('Enter')
  release()
  await expect(send).toBeEnabled({ timeout: 20_000 })
  expect(new URL(page.url()).search).toBe('')
  const popup = page.waitForEvent('popup')
  await send.click()
  const chat = await popup
  expect(chat.url().startsWith(`${WHATSAPP_URL}?text=`)).toBe(true)
  expect(decodedWhatsAppText(chat.url())).toContain(TYPED.message)
  await expect(page.locator('[data-sonner-toast]')).toContainText(toasts.sent.title)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the menu opens, and its search finds what was typed', async ({ page }) => {
    const TERM = 'integração'
    const release = await holdScripts(page)
    await page.goto(pages.about.path, { waitUntil: 'domcontentloaded' })
    await menuToggle(page).tap()
    await expectMenu(page, 'open')
    const menu = page.getByRole('navigation', { name: header.menuNavLabel })
    await menu.getByRole('searchbox', { name: searchForm.label }).fill(TERM)
    release()
    await waitForHydration(page)
    await expectMenu(page, 'open')
    await markDocument(page)
    await menu.getByRole('button', { name: searchForm.submit }).tap()
    await expect(page.getByText(searchPage.youSearchedFor)).toContainText(`“${TERM}”`)
    // Searched in the page: a page load would mean the no-JavaScript form did the work.
    expect(await isMarkedDocument(page)).toBe(true)
    await expectMenu(page, 'closed')
  })
})

test('the theme toggle switches and saves, with or without scripts', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  // The theme each document shows in its first frame.
  await page.addInitScript(() =>
    requestAnimationFrame(() =>
      Object.assign(window, { __firstFrameTheme: document.documentElement.className }),
    ),
  )
  const release = await holdScripts(page)
  await page.goto(pages.about.path, { waitUntil: 'domcontentloaded' })
  const html = page.locator('html')
  const toggle = (name: string) => page.getByRole('banner').getByRole('button', { name })
  const saved = () => page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)

  await toggle(header.themeToggle.toLight).click()
  await expect(html).toHaveClass(/\blight\b/)
  expect(await saved()).toBe('light')

  // The scripts never came: the header's link loads the next page, which paints light.
  await page.getByRole('banner').getByRole('link', { name: pages.services.navLabel }).click()
  await expect(page).toHaveURL(pages.services.path)
  await expect(html).toHaveClass(/\blight\b/)
  expect(
    await page.evaluate(() => (window as { __firstFrameTheme?: string }).__firstFrameTheme),
  ).toMatch(/\blight\b/)

  // Then the scripts run: one tap is one switch.
  release()
  await waitForHydration(page)
  await toggle(header.themeToggle.toDark).click()
  await expect(html).toHaveClass(/\bdark\b/)
  await page.evaluate(() => new Promise(requestAnimationFrame))
  await expect(html).toHaveClass(/\bdark\b/)
  expect(await saved()).toBe('dark')
})
