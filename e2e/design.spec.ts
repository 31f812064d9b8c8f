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
    const off = ({ width, left, right }: DOMRect) =>
      width > 0 && (left < -0.5 || right > document.documentElement.clientWidth + 0.5)
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const found: string[] = []
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const range = document.createRange()
      range.selectNodeContents(node)
      if (node.parentElement?.closest('.sr-only, noscript, script, style')) continue
      if ([...range.getClientRects()].some(off)) found.push(`"${node.textContent!.slice(0, 40)}"`)
    }
    const art = [...document.querySelectorAll('.art-panel, .art-chip')]
    return [
      ...found,
      ...art.filter((el) => off(el.getBoundingClientRect())).map((el) => el.className),
    ]
  })

/** The text, card or control under the floating button, at the page's top or foot. */
const underFloatingButton = (page: Page, label: string, at: 'top' | 'foot') =>
  page.evaluate(
    ([label, at]) => {
      scrollTo(0, at === 'top' ? 0 : document.body.scrollHeight)
      const button = document.querySelector(`a[aria-label="${label}"]`)
      const box = button?.getBoundingClientRect()
      if (!button || !box || box.bottom <= 0 || box.top >= innerHeight) return []
      return [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => {
          const { left, right, top, bottom, width } = el.getBoundingClientRect()
          const under =
            width > 0 &&
            left < box.right &&
            right > box.left &&
            top < box.bottom &&
            bottom > box.top
          const speaks = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim())
          const part = el.matches(
            'a, button, input, select, textarea, summary, .surface-card, .tiles',
          )
          return under && (speaks || part) && !button.contains(el) && !el.contains(button)
        })
        .map((el) => `${el.tagName} "${el.textContent!.trim().slice(0, 30)}"`)
    },
    [label, at],
  )

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
  test(`${path}, dark: the next step in a phone's first screen, 44 px controls; from 320 to 1440 px nothing off the screen, rows that hold, dark surfaces, photos sized to their slots, nothing under the floating button; units kept`, async ({
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
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      const under = (at: 'top' | 'foot') => underFloatingButton(page, floatingWhatsApp.label, at)
      const overflow = await overflowX(page)
      const drawn = {
        overflow: [overflow].filter((px) => px > 0),
        offScreen: await offScreen(page),
        rows: await rowProblems(page),
        light: await lightSurfaces(page),
        photos: await photoSlots(page),
        underButton: [...(await under('top')), ...(await under('foot'))],
      }
      expect(drawn, `${width} px`).toEqual(
        Object.fromEntries(Object.keys(drawn).map((k) => [k, []])),
      )
    }
  })
}
