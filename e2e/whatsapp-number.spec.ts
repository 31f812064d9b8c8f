import type { Page } from '@playwright/test'
import { COUNTRY_CODE } from '../config/settings.mjs'
import { expect, MISSING_ROUTE, ROUTES, test, waitForHydration } from './fixtures'
import { fillContactForm, openCalls, recordWindowOpen } from './helpers'

type Sighting = { number: string; where: string; text: string }

/** The number a wa.me URL opens: `https://wa.me/5567999990000?text=…` → `5567999990000`. */
const chatNumber = (url: string) => new URL(url).pathname.replace(/\//g, '')

/** A Brazilian number written in a link's text, as wa.me writes it (country code first). */
function writtenNumber(text: string): string | null {
  const match = /\(?\d{2}\)?\s*\d{4,5}-?\d{4}/.exec(text)
  return match ? `${COUNTRY_CODE}${match[0].replace(/\D/g, '')}` : null
}

async function chatLinks(page: Page, where: string): Promise<Sighting[]> {
  const links = await page.locator('a[href*="wa.me/"]').evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      href: (anchor as HTMLAnchorElement).href,
      text: anchor.textContent ?? '',
    })),
  )
  return links.map(({ href, text }) => ({ number: chatNumber(href), where, text }))
}

async function sendContactForm(page: Page): Promise<Sighting[]> {
  await recordWindowOpen(page)
  await page.goto('/contato/')
  await waitForHydration(page)
  await fillContactForm(page, {
    name: 'Ana Souza',
    email: 'ana@empresa.com.br',
    subject: 'Outros',
    message: 'Quero um orçamento.',
  })
  await page.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click()
  await expect.poll(async () => (await openCalls(page)).length).toBe(1)
  await expect(page.getByRole('link', { name: /^Se o WhatsApp não abriu/ })).toBeVisible()
  const url = (await openCalls(page))[0]?.[0] ?? ''
  const handOff = { number: chatNumber(url), where: '/contato/ form hand-off', text: '' }
  return [handOff, ...(await chatLinks(page, '/contato/ after sending'))]
}

test.describe('one WhatsApp number across the site', () => {
  test.use({ expectedConsoleError: /status of 404/ })

  test('every wa.me link and the contact form open the same chat', async ({ page }) => {
    test.setTimeout(90_000)
    const sightings: Sighting[] = []
    for (const route of [...ROUTES, MISSING_ROUTE]) {
      await page.goto(route)
      await waitForHydration(page)
      sightings.push(...(await chatLinks(page, route)))
    }
    sightings.push(...(await sendContactForm(page)))

    expect(sightings.filter((s) => s.where === '/').length).toBeGreaterThanOrEqual(3)
    const numbers = new Map<string, string[]>()
    for (const { number, where } of sightings) {
      numbers.set(number, [...new Set([...(numbers.get(number) ?? []), where])])
    }
    const found = JSON.stringify(Object.fromEntries(numbers), null, 1)
    expect([...numbers.keys()], `numbers opened by WhatsApp links: ${found}`).toHaveLength(1)

    const misread = sightings.filter(({ number, text }) => {
      const written = writtenNumber(text)
      return written !== null && written !== number
    })
    expect(misread, 'links whose text shows another number than they open').toEqual([])
  })
})
