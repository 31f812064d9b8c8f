import type { Page } from '@playwright/test'
import { contactForm } from '../content/contact'
import { toasts } from '../content/toasts'
import { searchHref } from '../content/pages'
import { expect, MISSING_ROUTE, test } from './fixtures'
import { holdScripts, isMarkedDocument, markDocument, waitForScriptsToRun } from './held-scripts'
import { decodedWhatsAppText, FACTS, WHATSAPP_URL } from './helpers'
import { expectMenu, menuToggle } from './mobile-menu-toggle'

// A slow phone hydrates late: each control is used while the scripts are held back, then they
// run, and only then is the control submitted. What the visitor sees in the field must count.

const TERM = 'integração'

async function expectResultsFor(page: Page) {
  await expect(page).toHaveURL(searchHref('integração'))
  await expect(page.getByText('Você pesquisou por')).toContainText(`“${TERM}”`)
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Integração de Sistemas' }),
  ).toBeVisible()
  // Searched in the page: a page load would mean the no-JavaScript form did the work.
  expect(await isMarkedDocument(page)).toBe(true)
}

test.describe('what a visitor typed before the scripts ran', () => {
  test('the header search on a desktop finds it', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/sobre/', { waitUntil: 'domcontentloaded' })
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar no site' })
    await search.fill(TERM)
    release()
    await waitForScriptsToRun(page)
    await expect(search).toHaveValue(TERM)
    await markDocument(page)
    await search.press('Enter')
    await expectResultsFor(page)
  })

  test('the contact form sends it to WhatsApp, never into the address', FACTS, async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/contato/', { waitUntil: 'domcontentloaded' })
    const send = page.getByRole('button', { name: 'Enviar pelo WhatsApp' })
    await expect(send).toBeDisabled()
    await page.getByLabel('Nome').fill('Ana Souza')
    await page.getByLabel('E-mail').fill('ana@empresa.com.br')
    await page.getByLabel('Telefone (opcional)').fill('(67) 98888-7777')
    await page.getByLabel('Assunto').selectOption('Suporte Técnico')
    await page.getByLabel('Mensagem').fill('Precisamos de uma integração.')
    // Enter in a field cannot send the form either: nothing typed goes into the address.
    await page.getByLabel('Nome').press('Enter')
    release()
    // The send button turns on when the form runs.
    await expect(send).toBeEnabled({ timeout: 20_000 })
    expect(new URL(page.url()).search).toBe('')
    const popupPromise = page.waitForEvent('popup', { timeout: 10_000 })
    await send.click()
    const popup = await popupPromise
    await popup.waitForLoadState()
    expect(popup.url().startsWith(`${WHATSAPP_URL}?text=`)).toBe(true)
    const labels = contactForm.messageLabels
    expect(decodedWhatsAppText(popup.url())).toBe(
      [
        contactForm.messageHeader,
        '',
        `${labels.name}: Ana Souza`,
        `${labels.email}: ana@empresa.com.br`,
        `${labels.phone}: (67) 98888-7777`,
        `${labels.subject}: Suporte Técnico`,
        `${labels.message}: Precisamos de uma integração.`,
      ].join('\n'),
    )
    await expect(page.locator('[data-sonner-toast]')).toContainText(toasts.sent.title)
    await expect(page.getByLabel('Nome')).toHaveValue('')
  })
})

test.describe('the 404 page, typed before the scripts ran', () => {
  // Chrome reports the document's own 404 status in the console; nothing else may appear.
  test.use({ expectedConsoleError: /status of 404/ })

  test('its search finds it', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto(MISSING_ROUTE, { waitUntil: 'domcontentloaded' })
    const search = page.getByRole('search', { name: 'Buscar outra página' }).getByRole('searchbox')
    await search.fill(TERM)
    release()
    await waitForScriptsToRun(page)
    await markDocument(page)
    await search.press('Enter')
    await expectResultsFor(page)
  })
})

test.describe('the mobile menu, used before the scripts ran', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('opens, and its search finds what was typed', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/sobre/', { waitUntil: 'domcontentloaded' })
    await menuToggle(page).tap()
    await expectMenu(page, 'open')
    const menu = page.getByRole('navigation', { name: 'Menu principal' })
    await menu.getByRole('searchbox', { name: 'Buscar no site' }).fill(TERM)
    release()
    await waitForScriptsToRun(page)
    await expectMenu(page, 'open')
    await markDocument(page)
    await menu.getByRole('button', { name: 'Buscar' }).tap()
    await expectResultsFor(page)
    await expectMenu(page, 'closed')
  })
})
