// What docs/design.md promises of every page, held against the pages as Chromium draws them.
import type { Page } from '@playwright/test'
import { aboutPage } from '../content/about'
import { accessibilityPage } from '../content/accessibility'
import { contactForm } from '../content/contact'
import { homePage } from '../content/home'
import { pages, searchHref } from '../content/pages'
import { privacyPage } from '../content/privacy'
import { searchForm } from '../content/search-page'
import { featuredServices, services } from '../content/services'
import { serviceChat } from '../content/service-chat'
import { servicesPage } from '../content/services-page'
import { expect, ROUTES, test } from './fixtures'
import { decodedWhatsAppText, WHATSAPP_URL } from './helpers'

const WIDTHS = [390, 768, 1024, 1280, 1440]

/** In each list of titled items: rows whose texts start apart, and short rows left by accident. */
const rowProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = []
    for (const list of document.querySelectorAll('main :is(ul, ol)')) {
      const items = [...list.children].filter((item) => item.querySelector('h2, h3'))
      if (items.length < 2 || items.length !== list.children.length) continue
      const rows = new Map<number, Element[]>()
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top)
        rows.set(top, [...(rows.get(top) ?? []), item])
      }
      const name = list.querySelector('h2, h3')!.textContent
      for (const row of rows.values()) {
        const starts = row.map((item) =>
          Math.round(item.querySelector('h2, h3')!.nextElementSibling!.getBoundingClientRect().top),
        )
        if (new Set(starts).size > 1) problems.push(`texts start at ${starts} (${name}…)`)
      }
      const [first, ...rest] = [...rows.values()]
      const last = rest.at(-1)
      if (!first || !last || last.length >= first.length) continue
      // A short last row is placed on purpose: centred, or spanning the list's width.
      const box = list.getBoundingClientRect()
      const left = Math.min(...last.map((item) => item.getBoundingClientRect().left)) - box.left
      const right = box.right - Math.max(...last.map((item) => item.getBoundingClientRect().right))
      if (Math.abs(left - right) > 1 && left + right > 1)
        problems.push(`${last.length} item(s) left under ${first.length} (${name}…)`)
    }
    return problems
  })

for (const path of [...ROUTES, searchHref('software')]) {
  test(`${path}: in a row of titled items the texts start on one line, and no item is left alone, from 390 to 1440 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 })
    await page.goto(path)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      expect(await rowProblems(page), `${width} px`).toEqual([])
    }
  })
}

// An ordinary space or a line break between a number and its unit lets a line end between them.
const PARTED =
  /\d(?: |\n)(?:×|px|horas?|dias?|meses|anos?|minutos?|semanas?|caracteres|resultados?)\b/

for (const path of [...ROUTES, searchHref('software')]) {
  test(`${path}: no number parts from its unit, light surfaces stay small in the dark theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto(path)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await page.locator('body').innerText()).not.toMatch(PARTED)
    // Material's dark theme: no light or saturated colour on a large surface (here, 200 × 200 px).
    const light = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => {
          const { width, height } = el.getBoundingClientRect()
          const rgb =
            getComputedStyle(el)
              .backgroundColor.match(/[\d.]+/g)
              ?.map(Number) ?? []
          const [r = 0, g = 0, b = 0, alpha = 1] = rgb
          return width * height >= 40_000 && alpha > 0.5 && Math.max(r, g, b) > 80
        })
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80)),
    )
    expect(light).toEqual([])
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true })

  const nextSteps: [string, 'link' | 'heading' | 'searchbox', string][] = [
    [pages.home.path, 'link', homePage.hero.primaryCta.label],
    [pages.services.path, 'link', servicesPage.cta.label],
    [pages.contact.path, 'heading', contactForm.title],
    [pages.about.path, 'link', aboutPage.cta.label],
    [pages.search.path, 'searchbox', searchForm.label],
    [pages.privacy.path, 'link', privacyPage.action.label],
    [pages.accessibility.path, 'link', accessibilityPage.action.label],
  ]
  for (const [path, role, name] of nextSteps) {
    test(`${path} shows its next step in the first screen`, async ({ page }) => {
      await page.goto(path)
      const nextStep = page.getByRole('main').getByRole(role, { name }).first()
      await expect(nextStep).toBeInViewport({ ratio: 1 })
    })
  }
})

test('each service offers a WhatsApp conversation that names it, on /servicos and in the home cards', async ({
  page,
}) => {
  for (const [path, listed] of [
    [pages.services.path, services],
    [pages.home.path, featuredServices],
  ] as const) {
    await page.goto(path)
    for (const { title } of listed) {
      const link = page.getByRole('link', { name: serviceChat.accessibleLabel(title) })
      const href = (await link.getAttribute('href'))!
      expect(href.startsWith(`${WHATSAPP_URL}?text=`), title).toBe(true)
      expect(decodedWhatsAppText(href)?.toLowerCase()).toContain(title.toLowerCase())
    }
  }
})
