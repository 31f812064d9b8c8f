import type { APIRequestContext, Page } from '@playwright/test'
import { company } from '@/content/company'
import { companyLinks } from '@/content/company-links'
import { contactForm, contactSubjects } from '@/content/contact'
import { header } from '@/content/shell'
import type { Inline, PolicyBlock, PolicySection, RichText } from '@/content/types'
import { expect } from './fixtures'

export const PHONE = company.phone
export const WHATSAPP_URL = companyLinks.chat
export const TEL_HREF = companyLinks.tel
const { street, district, city, state, postalCode } = company.address
// As an `<address>` reads, its line break aside.
export const ADDRESS = `${street}, ${district}${city}, ${state}, ${postalCode}`

// Also run on the launch-fixture build, where every fact differs (docs/launch.md).
export const FACTS = { tag: '@facts' }

export function gapBelowHeader(page: Page, id: string): Promise<number> {
  return page.evaluate((targetId) => {
    const header = document.querySelector('header')!.getBoundingClientRect()
    return document.getElementById(targetId)!.getBoundingClientRect().top - header.bottom
  }, id)
}

export async function expectJustBelowHeader(page: Page, id: string) {
  await expect.poll(() => gapBelowHeader(page, id)).toBeGreaterThanOrEqual(0)
  await expect.poll(() => gapBelowHeader(page, id)).toBeLessThanOrEqual(32)
}

export async function holdRequests(
  page: Page,
  url: Parameters<Page['route']>[0],
): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** The scripts a page's HTML names: those it starts with. */
export async function chunksOf(request: APIRequestContext, path: string): Promise<Set<string>> {
  const html = await (await request.get(path)).text()
  return new Set(html.match(/\/_next\/static\/chunks\/[\w-]+\.js/g))
}

// Load the page with `waitUntil: 'domcontentloaded'`: held scripts hold back the load event too.
export const holdScripts = (page: Page) => holdRequests(page, '**/_next/static/chunks/**/*.js')

export const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __markedDocument: true }))

export const isMarkedDocument = (page: Page) => page.evaluate(() => '__markedDocument' in window)

export const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

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

// Idle twice: a measuring build starts when the browser is first idle.
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

export const TYPED = {
  name: 'Ana Souza',
  email: 'ana@empresa.com.br',
  phone: '(67) 98888-7777',
  subject: contactSubjects[1]!,
  message: 'Precisamos de um orçamento.',
}

export async function fillContactForm(page: Page) {
  const form = contactFormOn(page)
  for (const key of ['name', 'email', 'phone', 'message'] as const)
    await form.getByLabel(contactForm.fields[key].label).fill(TYPED[key])
  await form.getByLabel(contactForm.fields.subject.label).selectOption(TYPED.subject)
}

// A native `<summary>`, which Playwright gives no role.
export const menuToggle = (page: Page) => page.getByRole('banner').locator('summary')

/** A tap on the floating WhatsApp link, which the open menu's backdrop covers. */
/** A tap on the page behind the open menu, in the screen's corner where the WhatsApp button floats. */
export async function tapBehindMenu(page: Page) {
  const { width, height } = page.viewportSize()!
  await page.touchscreen.tap(width - 44, height - 44)
}

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

export const noticeSection = (page: Page, title: string) =>
  page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: title, exact: true }),
  })

const inlinesOf = (block: PolicyBlock): Inline[] =>
  block.kind === 'paragraph'
    ? block.text
    : block.kind === 'list'
      ? block.items.flat()
      : block.items.flatMap((item) => item.detail)

/** The links a notice's blocks write, in order. */
export const linksOf = (blocks: PolicyBlock[]) =>
  blocks
    .flatMap(inlinesOf)
    .filter(
      (part): part is Extract<Inline, { href: string }> =>
        typeof part === 'object' && 'href' in part,
    )

export const plainText = (text: RichText) =>
  text
    .map((part) => (typeof part === 'string' ? part : 'code' in part ? part.code : part.text))
    .join('')

export const sectionTexts = ({ blocks }: PolicySection) =>
  blocks.flatMap((block) =>
    block.kind === 'paragraph'
      ? [plainText(block.text)]
      : block.kind === 'list'
        ? block.items.map(plainText)
        : [],
  )
