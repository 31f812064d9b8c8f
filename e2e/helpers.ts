import type { Page } from '@playwright/test'
import { company } from '../content/company'
import { companyLinks } from '../content/company-links'
import { contactForm } from '../content/contact'
import { services } from '../content/services'
import { servicesPage } from '../content/services-page'

/**
 * The company's number as the site writes it, and the addresses it must open, from the one place
 * the site derives them (their format is lib/phone.test.ts's and lib/whatsapp.test.ts's).
 */
export const PHONE = company.phone
export const WHATSAPP_URL = companyLinks.chat
export const TEL_HREF = companyLinks.tel

/**
 * The tag of every test that checks a company fact or a notice's date: they also run against the
 * launch-edit build (SITE_CONTENT=launch-fixture, playwright.config.ts), where each stand-in of
 * content/stand-ins.ts has another value, so they pass only if they read the facts from content/.
 */
export const FACTS = { tag: '@facts' }

/** The anchors of /servicos/: one per service, then the security section. */
export const SERVICE_ANCHORS = [...services.map((service) => service.id), servicesPage.security.id]

/** The page's Trusted Types, as far as the tests read them (TypeScript's DOM types lack them). */
export type TrustedTypesWindow = {
  trustedTypes?: {
    defaultPolicy: { name: string; createScriptURL(url: string): object } | null
  }
}

/** Distance from the bottom of the sticky header to the top of the element, in px. */
export async function gapBelowHeader(page: Page, id: string): Promise<number> {
  return page.evaluate((targetId) => {
    const header = document.querySelector('header')!.getBoundingClientRect()
    const target = document.getElementById(targetId)!.getBoundingClientRect()
    return target.top - header.bottom
  }, id)
}

/** Records window.open calls instead of opening anything. */
export async function recordWindowOpen(page: Page, mode: 'record' | 'throw' = 'record') {
  await page.addInitScript((behaviour) => {
    const calls: unknown[][] = []
    Object.assign(window, { __openCalls: calls })
    window.open = (...args: unknown[]) => {
      calls.push(args)
      if (behaviour === 'throw') throw new Error('popup blocked')
      return null
    }
  }, mode)
}

export async function openCalls(page: Page): Promise<string[][]> {
  return page.evaluate(() => (window as unknown as { __openCalls: string[][] }).__openCalls)
}

export function decodedWhatsAppText(url: string): string {
  const text = new URL(url).searchParams.get('text')
  if (text === null) throw new Error(`no text in ${url}`)
  return text
}

/**
 * Resolves once the browser has been idle twice in a row: a measuring build starts measuring
 * when the browser is first idle after hydration.
 */
export async function afterIdle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const wait = (then: () => void) => requestIdleCallback(then, { timeout: 5000 })
        wait(() => wait(() => resolve()))
      }),
  )
}

/** What a visitor types into the contact form; the subject is one of the select's options. */
export type ContactMessage = {
  name: string
  email: string
  phone?: string
  subject: string
  message: string
}

/** The contact form on the page: the form with the form's own submit button. */
export const contactFormOn = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: contactForm.submit }) })

/** Fills the contact form on the page (/contato/, hydrated), each field found by its label. */
export async function fillContactForm(page: Page, typed: ContactMessage) {
  const { fields } = contactForm
  const form = contactFormOn(page)
  await form.getByLabel(fields.name.label).fill(typed.name)
  await form.getByLabel(fields.email.label).fill(typed.email)
  if (typed.phone) await form.getByLabel(fields.phone.label).fill(typed.phone)
  await form.getByLabel(fields.subject.label).selectOption(typed.subject)
  await form.getByLabel(fields.message.label).fill(typed.message)
}
