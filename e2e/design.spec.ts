// What docs/design.md promises of every page, and the photo slots lib/layout.ts sizes, held
// against the pages as Chromium draws them.
import type { Page } from '@playwright/test'
import { aboutPage } from '@/content/about'
import { accessibilityPage } from '@/content/accessibility'
import { contactForm } from '@/content/contact'
import { homePage } from '@/content/home'
import { pages, searchHref } from '@/content/pages'
import { privacyPage } from '@/content/privacy'
import { searchForm } from '@/content/search-page'
import { servicesPage } from '@/content/services-page'
import { floatingWhatsApp } from '@/content/shell'
import { expect, ROUTES, test } from './fixtures'
import { overflowX } from './helpers'

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

const ROUTES_DRAWN = [...ROUTES, searchHref('software'), searchHref('xyzzy')]
const WIDTHS = [320, 360, 390, 768, 1024, 1280, 1440]
// An ordinary space or a line break between a number and its unit lets a line end between them.
const PARTED =
  /\d(?: |\n)(?:×|px|horas?|dias?|meses|anos?|minutos?|semanas?|caracteres|resultados?)\b/

// Material's dark theme: no light or saturated colour on a large surface (here, 200 × 200 px).
const lightSurfaces = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const { width, height } = el.getBoundingClientRect()
        const [r = 0, g = 0, b = 0, alpha = 1] =
          getComputedStyle(el)
            .backgroundColor.match(/[\d.]+/g)
            ?.map(Number) ?? []
        return width * height >= 40_000 && alpha > 0.5 && Math.max(r, g, b) > 80
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80)),
  )

// Each page's next step, in a phone's first screen (360 × 800 px).
const NEXT_STEP: Record<string, ['link' | 'heading' | 'searchbox', string]> = {
  [pages.home.path]: ['link', homePage.hero.primaryCta.label],
  [pages.services.path]: ['link', servicesPage.cta.label],
  [pages.contact.path]: ['heading', contactForm.title],
  [pages.about.path]: ['link', aboutPage.cta.label],
  [pages.search.path]: ['searchbox', searchForm.label],
  [pages.privacy.path]: ['link', privacyPage.action.label],
  [pages.accessibility.path]: ['link', accessibilityPage.action.label],
}

/** Photos whose `sizes` gives a slot narrower than drawn, or over a quarter wider (lib/layout.ts). */
const photoSlots = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('img[sizes]')].flatMap((img) => {
      // What the browser takes from `sizes`: the first length whose media condition matches.
      const length = img.sizes
        .split(', ')
        .map((candidate) => /^(\(.+?\))?\s*(.+)$/.exec(candidate)!)
        .find(([, media]) => !media || matchMedia(media).matches)![2]!
      const probe = document.body.appendChild(document.createElement('div'))
      probe.style.cssText = `position: absolute; width: ${length}`
      const slot = probe.getBoundingClientRect().width
      probe.remove()
      const drawn = img.getBoundingClientRect().width
      return slot >= Math.floor(drawn) && slot <= drawn * 1.25 ? [] : [`${drawn} px in ${slot}`]
    }),
  )
const PHOTO_PAGES: string[] = [pages.services.path]

/** Text, a label or a drawing that runs off the screen's edge (a phone's, above all). */
const offScreen = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const off = (box: DOMRect) => box.width > 0 && (box.left < -0.5 || box.right > width + 0.5)
    const found: string[] = []
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement
      if (
        !node.textContent?.trim() ||
        !parent ||
        parent.closest('.sr-only, noscript, script, style')
      )
        continue
      const range = document.createRange()
      range.selectNodeContents(node)
      if ([...range.getClientRects()].some(off))
        found.push(`"${node.textContent.trim().slice(0, 40)}"`)
    }
    for (const art of document.querySelectorAll('.art-panel, .art-chip'))
      if (off(art.getBoundingClientRect())) found.push(art.className.slice(0, 40))
    return found
  })

/** What the floating button covers, where the page starts and where it ends: text, a card, a control. */
const underFloatingButton = (page: Page, label: string) =>
  page.evaluate((label) => {
    const button = document.querySelector<HTMLElement>(`a[aria-label="${label}"]`)
    const box = button?.getBoundingClientRect()
    if (!button || !box || box.bottom <= 0 || box.top >= innerHeight) return []
    const overlaps = (other: DOMRect) =>
      other.width > 0 &&
      other.left < box.right &&
      other.right > box.left &&
      other.top < box.bottom &&
      other.bottom > box.top
    const covered = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
      if (
        button.contains(el) ||
        el.contains(button) ||
        el.closest('.sr-only, [data-sonner-toaster]')
      )
        return false
      const speaks = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim())
      const part = el.matches('a, button, input, select, textarea, summary, .surface-card, .tiles')
      return (speaks || part) && overlaps(el.getBoundingClientRect())
    })
    return covered.map(
      (el) => `${el.tagName.toLowerCase()} "${el.textContent!.trim().slice(0, 30)}"`,
    )
  }, label)

/** Closing panels that stand less than 1.3:1 over the page, in relative luminance ("Depth"). */
const flatPanels = (page: Page) =>
  page.evaluate(() => {
    const luminance = (el: Element) => {
      const [r, g, b] = getComputedStyle(el)
        .backgroundColor.match(/[\d.]+/g)!
        .map(Number)
      const linear = (c: number) =>
        c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4
      return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!)
    }
    const page = luminance(document.body)
    return [...document.querySelectorAll('.ink-panel')]
      .map((panel) => (luminance(panel) + 0.05) / (page + 0.05))
      .filter((lift) => lift < 1.3)
      .map((lift) => `${lift.toFixed(2)}:1`)
  })

/** Controls under 44 × 44 px, but for links inside running text (WCAG 2.5.8: the notices'). */
const smallControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a, button, input, select, textarea')]
      .filter((el) => el.getClientRects().length > 0 && !el.closest('.sr-only'))
      .filter(
        (el) =>
          !(
            el.tagName === 'A' &&
            ['P', 'LI', 'DD'].includes(el.parentElement?.tagName ?? '') &&
            el.parentElement?.textContent !== el.textContent
          ),
      )
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ el, box }) => `${el.outerHTML.slice(0, 70)} (${box.width}×${box.height})`),
  )

for (const path of ROUTES_DRAWN) {
  test(`${path}, dark: the next step in a phone's first screen, 44 px controls, the closing panel lifted; from 320 to 1440 px nothing off the screen, rows that hold, dark surfaces, photos sized to their slots, nothing under the floating button; units kept`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    // Loaded once: the layout is CSS that follows the window as it widens.
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 })
    await page.goto(path)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    const [role, name] = NEXT_STEP[new URL(path, 'http://site.invalid').pathname]!
    const nextStep = page.getByRole('main').getByRole(role, { name }).first()
    await expect(nextStep).toBeInViewport({ ratio: 1 })
    expect(await smallControls(page)).toEqual([])
    const text = await page.locator('body').innerText()
    const parted = [...text.matchAll(new RegExp(`.{0,30}${PARTED.source}`, 'g'))].map(([m]) => m)
    expect(parted, 'a number parted from its unit: join them with \\u00a0 in content/').toEqual([])
    const photosAtLeast = Number(PHOTO_PAGES.includes(path))
    expect(await page.locator('main img[sizes]').count()).toBeGreaterThanOrEqual(photosAtLeast)
    expect(await flatPanels(page), 'a closing panel over the page').toEqual([])
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      const covered = async (at: 'top' | 'foot') => {
        await page.evaluate((at) => scrollTo(0, at === 'top' ? 0 : document.body.scrollHeight), at)
        return underFloatingButton(page, floatingWhatsApp.label)
      }
      const drawn = {
        overflow: Math.max(0, await overflowX(page)),
        offScreen: await offScreen(page),
        rows: await rowProblems(page),
        light: await lightSurfaces(page),
        photos: await photoSlots(page),
        underButton: [...(await covered('top')), ...(await covered('foot'))],
      }
      expect(drawn, `${width} px`).toEqual({
        overflow: 0,
        offScreen: [],
        rows: [],
        light: [],
        photos: [],
        underButton: [],
      })
    }
  })
}
