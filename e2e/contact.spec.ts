import type { Page } from '@playwright/test'
import { company } from '@/content/company'
import { companyLinks } from '@/content/company-links'
import { contactForm, contactPage, contactSubjects, helpCards } from '@/content/contact'
import { openingHours } from '@/content/opening-hours'
import { pages } from '@/content/pages'
import { toastRegionLabel } from '@/content/shell'
import { toasts } from '@/content/toasts'
import { expect, test, waitForHydration } from './fixtures'
import {
  ADDRESS,
  contactFormOn,
  decodedWhatsAppText,
  FACTS,
  fillContactForm,
  openCalls,
  PHONE,
  recordWindowOpen,
  TYPED,
  WHATSAPP_URL,
} from './helpers'

const { fields, submit: SUBMIT } = contactForm

async function gotoContact(page: Page) {
  await page.goto(pages.contact.path)
  await waitForHydration(page)
  return contactFormOn(page)
}

const toast = (page: Page) => page.locator('[data-sonner-toast]')

test('/contato shows the contact cards, the form and the help cards', FACTS, async ({ page }) => {
  const form = await gotoContact(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactPage.title)
  const main = page.getByRole('main')
  await expect(main.locator('address')).toHaveText(ADDRESS)
  for (const [name, href] of [
    [PHONE, companyLinks.tel],
    [company.email, companyLinks.mailto],
  ])
    await expect(main.getByRole('link', { name }).first()).toHaveAttribute('href', href!)
  for (const { days, hours } of openingHours) await expect(main).toContainText(`${days}:${hours}`)
  await expect(main.getByRole('heading', { name: contactForm.title })).toBeVisible()
  await expect(form.getByLabel(fields.email.label)).toHaveAttribute('type', 'email')
  await expect(form.getByLabel(fields.phone.label)).not.toHaveAttribute('required')
  const subjects = form.getByLabel(fields.subject.label).locator('option:not([value=""])')
  await expect(subjects).toHaveText(contactSubjects)
  await expect(form.getByLabel(fields.message.label)).toHaveAttribute('rows', '6')
  // A line under the send button links to the privacy notice.
  const notice = form.getByText(contactForm.privacyNotice.text)
  const privacy = notice.getByRole('link', { name: contactForm.privacyNotice.link })
  await expect(privacy).toHaveAttribute('href', pages.privacy.path)
  const help = main.getByRole('region', { name: contactPage.helpTitle })
  await expect(help.getByRole('heading', { level: 3 })).toHaveText(helpCards.map((c) => c.title))
})

test('a valid form opens WhatsApp with what was typed', FACTS, async ({ page, context }) => {
  const referers: (string | undefined)[] = []
  await context.route('https://wa.me/**', (route) => {
    referers.push(route.request().headers()['referer'])
    return route.fulfill({ status: 200, contentType: 'text/html', body: 'ok' })
  })
  const form = await gotoContact(page)
  await fillContactForm(page)
  const send = form.getByRole('button', { name: SUBMIT })
  // The button's states as it goes through them, however briefly.
  await send.evaluate((button: HTMLButtonElement) => {
    const states: string[] = []
    Object.assign(window, { __buttonStates: states })
    new MutationObserver(() => {
      const spinner = button.querySelector('.animate-spin') ? 'spinner' : 'icon'
      states.push(`${button.disabled}|${button.textContent}|${spinner}`)
    }).observe(button, { subtree: true, childList: true, attributes: true, characterData: true })
  })
  const popup = page.waitForEvent('popup')
  await send.click()
  const chat = await popup
  await chat.waitForLoadState()
  expect(chat.url().startsWith(`${WHATSAPP_URL}?text=`)).toBe(true)
  expect(await chat.evaluate(() => window.opener)).toBeNull()
  expect(referers).toEqual([undefined])
  const labels = contactForm.messageLabels
  expect(decodedWhatsAppText(chat.url())).toBe(
    [
      contactForm.messageHeader,
      '',
      ...(['name', 'email', 'phone', 'subject', 'message'] as const).map(
        (field) => `${labels[field]}: ${TYPED[field]}`,
      ),
    ].join('\n'),
  )
  await expect(toast(page)).toContainText(toasts.sent.title)
  await expect(toast(page)).toContainText(toasts.sent.description)
  for (const field of [fields.name, fields.email, fields.message])
    await expect(form.getByLabel(field.label)).toHaveValue('')
  const fallback = page.getByRole('link', { name: contactForm.fallback })
  await expect(fallback).toHaveAttribute('href', chat.url())
  await expect(send).toBeEnabled()
  const states = await page.evaluate(
    () => (window as unknown as { __buttonStates: string[] }).__buttonStates,
  )
  expect(states).toContain(`true|${contactForm.submitting}|spinner`)
  expect(states.at(-1)).toBe(`false|${SUBMIT}|icon`)
})

test('a missing field sends nothing; a failed window shows its toast', async ({ page }) => {
  await recordWindowOpen(page, 'throw')
  const form = await gotoContact(page)
  await form.getByLabel(fields.message.label).fill(TYPED.message)
  await form.getByRole('button', { name: SUBMIT }).click()
  await expect(toast(page)).toContainText(toasts.requiredFields.title)
  await expect(toast(page)).toContainText(toasts.requiredFields.description)
  const name = form.getByLabel(fields.name.label)
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText(contactForm.errors.required).first()).toBeVisible()
  await expect(form.getByLabel(fields.message.label)).toHaveValue(TYPED.message)
  expect(await openCalls(page)).toEqual([])

  await fillContactForm(page)
  await form.getByRole('button', { name: SUBMIT }).click()
  await expect(toast(page)).toContainText(toasts.sendFailed.title)
  await expect(toast(page)).toHaveCount(1)
  const region = page.locator('section[aria-live="polite"]')
  await expect(region).toHaveAttribute('aria-label', new RegExp(toastRegionLabel))
  await expect(region).toContainText(toasts.sendFailed.title)
  await expect(name).toHaveValue(TYPED.name)
})
