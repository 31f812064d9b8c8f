import { THEME_STORAGE_KEY } from '../config/settings'
import { contactForm } from '@/content/contact'
import { pages } from '@/content/pages'
import { searchForm, searchPage } from '@/content/search-page'
import { header } from '@/content/shell'
import { toasts } from '@/content/toasts'
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
  tapBehindMenu,
  WHATSAPP_URL,
  TYPED,
} from './helpers'

// A slow phone hydrates late: each control is used while the scripts are held back.

test('the contact form sends what was typed to WhatsApp', FACTS, async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto(pages.contact.path, { waitUntil: 'domcontentloaded' })
  const send = page.getByRole('button', { name: contactForm.submit })
  await expect(send).toBeDisabled()
  await fillContactForm(page)
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

  test('the menu opens, a tap outside closes it, and its search finds what was typed', async ({
    page,
  }) => {
    const TERM = 'integração'
    const release = await holdScripts(page)
    await page.goto(pages.about.path, { waitUntil: 'domcontentloaded' })
    await menuToggle(page).tap()
    await tapBehindMenu(page)
    await expectMenu(page, 'closed')
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
    expect(await isMarkedDocument(page)).toBe(true)
    await expectMenu(page, 'closed')
  })
})

test('the theme toggle switches and saves before the scripts run; hydrating keeps the choice', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  // The class at first-paint, not at the first frame, which may come before the theme's script.
  await page.addInitScript(() => {
    const changes: [number, string][] = []
    new MutationObserver(() =>
      changes.push([performance.now(), document.documentElement?.className ?? '']),
    ).observe(document, { childList: true, subtree: true, attributeFilter: ['class'] })
    new PerformanceObserver((list) => {
      const paint = list.getEntriesByName('first-paint')[0]
      if (!paint) return
      const painted = (paint as { paintTime?: number }).paintTime ?? paint.startTime
      const shown = changes.filter(([time]) => time <= painted).at(-1)
      Object.assign(window, { __firstPaintTheme: shown?.[1] })
    }).observe({ type: 'paint', buffered: true })
  })
  const release = await holdScripts(page)
  await page.goto(pages.about.path, { waitUntil: 'domcontentloaded' })
  const html = page.locator('html')
  const toggle = (name: string) => page.getByRole('banner').getByRole('button', { name })
  const saved = () => page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)
  const firstPaint = () =>
    page.evaluate(() => (window as { __firstPaintTheme?: string }).__firstPaintTheme)

  await toggle(header.themeToggle.toLight).click()
  await expect(html).toHaveClass(/\blight\b/)
  expect(await saved()).toBe('light')

  await page.getByRole('banner').getByRole('link', { name: pages.services.navLabel }).click()
  await expect(page).toHaveURL(pages.services.path)
  await expect.poll(firstPaint).toMatch(/\blight\b/)

  await toggle(header.themeToggle.toDark).click()
  await toggle(header.themeToggle.toLight).click()
  expect(await saved()).toBe('light')
  release()
  await waitForHydration(page)
  await page.evaluate(() => new Promise(requestAnimationFrame))
  await expect(html).toHaveClass(/\blight\b/)

  await toggle(header.themeToggle.toDark).click()
  await expect(html).toHaveClass(/\bdark\b/)
  await page.evaluate(() => new Promise(requestAnimationFrame))
  await expect(html).toHaveClass(/\bdark\b/)
  expect(await saved()).toBe('dark')
})
