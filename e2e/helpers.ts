import type { Page } from '@playwright/test'
import { company } from '../content/company'
import { companyLinks } from '../content/company-links'
import { contactForm, contactSubjects } from '../content/contact'
import { header } from '../content/shell'
import type { PolicySection, RichText } from '../content/types'
import { expect } from './fixtures'

export const PHONE = company.phone
export const WHATSAPP_URL = companyLinks.chat
export const TEL_HREF = companyLinks.tel
const { street, district, city, state, postalCode } = company.address
/** The address as an `<address>` reads, its line break aside. */
export const ADDRESS = `${street}, ${district}${city}, ${state}, ${postalCode}`

/**
 * Tags a test of a company fact or a notice's date: it runs against the launch-fixture build too
 * (playwright.config.ts), where every fact differs, so it passes only if it reads content/.
 */
export const FACTS = { tag: '@facts' }

/** Distance from the bottom of the sticky header to the top of the element, in px. */
export function gapBelowHeader(page: Page, id: string): Promise<number> {
  return page.evaluate((targetId) => {
    const header = document.querySelector('header')!.getBoundingClientRect()
    return document.getElementById(targetId)!.getBoundingClientRect().top - header.bottom
  }, id)
}

/** The element's top is 0 to 32 px below the header, once a client navigation's slide ends. */
export async function expectJustBelowHeader(page: Page, id: string) {
  await expect.poll(() => gapBelowHeader(page, id)).toBeGreaterThanOrEqual(0)
  await expect.poll(() => gapBelowHeader(page, id)).toBeLessThanOrEqual(32)
}

/** Holds back the requests `url` matches until the returned function is called. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Holds back every chunk of code, as a slow connection does, so the page is used before React
 * runs. Load the page with `waitUntil: 'domcontentloaded'`: held scripts hold back the load event
 * too. (The page's RSC data, outside the chunks, is let through: the document needs it.)
 */
export const holdScripts = (page: Page) => holdRequests(page, '**/_next/static/chunks/**/*.js')

/** Marks the document, so that a test can tell a navigation in the page from a page load. */
export const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __markedDocument: true }))

export const isMarkedDocument = (page: Page) => page.evaluate(() => '__markedDocument' in window)

/** How far the page reaches past the window's right edge, in px. */
export const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** Records window.open calls instead of opening anything, or throws as a blocked popup does. */
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

export const openCalls = (page: Page): Promise<string[][]> =>
  page.evaluate(() => (window as unknown as { __openCalls: string[][] }).__openCalls)

export const decodedWhatsAppText = (url: string) => new URL(url).searchParams.get('text')

/** Resolves once the browser has been idle twice: a measuring build starts when it is first idle. */
export async function afterIdle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const wait = (then: () => void) => requestIdleCallback(then, { timeout: 5000 })
        wait(() => wait(() => resolve()))
      }),
  )
}

export const contactFormOn = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: contactForm.submit }) })

/** What a visitor types in the contact form, a subject of the list included. */
export const TYPED = {
  name: 'Ana Souza',
  email: 'ana@empresa.com.br',
  phone: '(67) 98888-7777',
  subject: contactSubjects[1]!,
  message: 'Precisamos de um orçamento.',
}

/** Fills the contact form on the page with TYPED, each field found by its label. */
export async function fillContactForm(page: Page) {
  const form = contactFormOn(page)
  for (const key of ['name', 'email', 'phone', 'message'] as const)
    await form.getByLabel(contactForm.fields[key].label).fill(TYPED[key])
  await form.getByLabel(contactForm.fields.subject.label).selectOption(TYPED.subject)
}

/** The menu's toggle, a native `<summary>`, which Playwright gives no role. */
export const menuToggle = (page: Page) => page.getByRole('banner').locator('summary')

/** The toggle as Chrome's accessibility tree announces it. */
async function announcedToggle(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: 'header summary',
    })
    const [node] = (await cdp.send('Accessibility.getPartialAXTree', { nodeId })).nodes
    const expanded = node?.properties?.find((property) => property.name === 'expanded')
    return { role: node?.role?.value, name: node?.name?.value, expanded: expanded?.value.value }
  } finally {
    await cdp.detach()
  }
}

/** The menu is shown or hidden, and its toggle announced as a disclosure saying what it will do. */
export async function expectMenu(page: Page, state: 'open' | 'closed') {
  const open = state === 'open'
  await expect
    .poll(() => announcedToggle(page))
    .toEqual({
      role: 'DisclosureTriangle',
      name: open ? header.menu.close : header.menu.open,
      expanded: open,
    })
  const menu = page.getByRole('navigation', { name: header.menuNavLabel })
  await (open ? expect(menu).toBeVisible() : expect(menu).toBeHidden())
}

/** A section of a notice (privacy, accessibility), found by its heading. */
export const noticeSection = (page: Page, title: string) =>
  page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: title, exact: true }),
  })

export const plainText = (text: RichText) =>
  text
    .map((part) => (typeof part === 'string' ? part : 'code' in part ? part.code : part.text))
    .join('')

/** Each paragraph and list item of a notice's section, as the page reads. */
export const sectionTexts = ({ blocks }: PolicySection) =>
  blocks.flatMap((block) =>
    block.kind === 'paragraph'
      ? [plainText(block.text)]
      : block.kind === 'list'
        ? block.items.map(plainText)
        : [],
  )
