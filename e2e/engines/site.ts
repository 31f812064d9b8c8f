import { aboutPage } from '../../content/about'
import { accessibilityPage } from '../../content/accessibility'
import { company } from '../../content/company'
import { contactForm, contactPage } from '../../content/contact'
import { homePage } from '../../content/home'
import { pages, type PageKey } from '../../content/pages'
import { privacyPage } from '../../content/privacy'
import { searchPage } from '../../content/search-page'
import { servicesPage } from '../../content/services-page'
import { header } from '../../content/shell'
import { fullTitle } from '../../lib/metadata'
import type { Engine } from './engine'
import { waitFor } from './wait'

type RouteKey = Exclude<PageKey, 'notFound'>

/** Each page's own h1, from its copy; a new page fails to compile until it is added here. */
const H1: Record<RouteKey, string> = {
  home: homePage.hero.title,
  services: servicesPage.title,
  contact: contactPage.title,
  about: aboutPage.title,
  privacy: privacyPage.title,
  accessibility: accessibilityPage.title,
  search: searchPage.title,
}

/**
 * Every page of content/pages.ts but the 404 page, with its h1 and the title the root layout
 * gives it (app/layout.tsx: the home page's whole, the others' followed by the company name).
 */
export const ROUTES = (Object.keys(pages) as PageKey[])
  .filter((key): key is RouteKey => key !== 'notFound')
  .map((key) => ({
    path: pages[key].path,
    h1: H1[key],
    title: fullTitle(company, { ...pages[key], absoluteTitle: key === 'home' }),
  }))

const attribute = (name: string, value: string) => `[${name}=${JSON.stringify(value)}]`

export const HEADER_NAV = `header nav${attribute('aria-label', header.navLabel)}`
export const MENU_NAV = `header nav${attribute('aria-label', header.menuNavLabel)}`
export const MENU_TOGGLE = 'header summary'

const TARGET = 'data-engine-target'
let targets = 0

/**
 * Runs in the page: marks with `mark`="`id`" the visible element that matches `css` and whose
 * rendered text is `text` (for "label", the visible control of the label that reads `text`, with
 * or without the required mark); returns how many there were.
 */
function markTarget(
  css: string,
  text: string,
  requiredMark: string,
  mark: string,
  id: string,
): number {
  const shown = (element: Element) => (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim()
  const found = [...document.querySelectorAll(css)]
    .filter((element) => {
      const own = shown(element)
      return own === text || (css === 'label' && own === `${text}${requiredMark}`)
    })
    .map((element) => (element instanceof HTMLLabelElement ? element.control : element))
    .filter((element): element is HTMLElement => element?.checkVisibility() === true)
  if (found.length === 1) found[0]?.setAttribute(mark, id)
  return found.length
}

/**
 * A selector for the one visible element matching `css` with this text, found the way a visitor
 * finds it (by what it says), once the page shows exactly one.
 */
export async function byText(engine: Engine, css: string, text: string): Promise<string> {
  const id = String(++targets)
  await waitFor(`one visible ${css} reading "${text}"`, async () => {
    const count = await engine.evaluate(markTarget, css, text, contactForm.requiredMark, TARGET, id)
    return count === 1
  })
  return attribute(TARGET, id)
}

/** A selector for the one visible form control labelled `label`. */
export const byLabel = (engine: Engine, label: string) => byText(engine, 'label', label)

export const waitForHydration = (engine: Engine) =>
  waitFor(
    'React to hydrate the page (html[data-hydrated])',
    () => engine.evaluate(() => document.documentElement.hasAttribute('data-hydrated')),
    15_000,
  )

/** The text of the page's h1, as rendered. */
export const h1 = (engine: Engine) =>
  engine.evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? null)

/**
 * The first family of the h1's font stack (the brand font) once every face of it is loaded: a face
 * loads only when text is set in it. Waits for that, and fails naming what the engine has.
 */
export const brandFontOfH1 = (engine: Engine) =>
  waitFor('the h1 set in the brand font, loaded', () =>
    engine.evaluate(() => {
      const unquote = (family: string) => family.trim().replace(/^["']|["']$/g, '')
      const heading = document.querySelector('h1')
      if (!heading) return null
      const brand = unquote(getComputedStyle(heading).fontFamily.split(',')[0] ?? '')
      const states: string[] = []
      document.fonts.forEach((face) => {
        if (unquote(face.family) === brand) states.push(face.status)
      })
      return states.length > 0 && states.every((state) => state === 'loaded') ? brand : null
    }),
  )

/** The path and query of the page being shown. */
export const address = (engine: Engine) =>
  engine.evaluate(() => `${location.pathname}${location.search}`)

/** The theme class on <html>: "dark", "light", or null before next-themes has set one. */
export const themeOf = (engine: Engine) =>
  engine.evaluate(() => {
    const classes = document.documentElement.classList
    return classes.contains('dark') ? 'dark' : classes.contains('light') ? 'light' : null
  })

/** The text of the toast on screen, or "" when there is none. */
export const toastText = (engine: Engine) =>
  engine.evaluate(
    (css) => (document.querySelector(css) as HTMLElement | null)?.innerText ?? '',
    '[data-sonner-toast]',
  )

/** The values of the form controls found by these selectors. */
export const valuesOf = (engine: Engine, selectors: string[]) =>
  engine.evaluate(
    (all) => all.map((selector) => (document.querySelector(selector) as HTMLInputElement).value),
    selectors,
  )

/**
 * The parts of the header bar whose boxes change when the parts after them are taken away, as a
 * browser that paints a half-parsed header would show them (e2e/first-frame.spec.ts cuts the HTML
 * itself in Chromium). Each part is taken away by `display: none`, then put back.
 */
export const headerPartsThatMove = (engine: Engine) =>
  engine.evaluate(() => {
    const bar = document.querySelector('header')?.firstElementChild
    if (!bar) return ['no header bar']
    const parts = [...bar.children] as HTMLElement[]
    const boxesOf = (part: HTMLElement) =>
      [part, ...part.querySelectorAll('*')].map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect()
        return JSON.stringify([x, y, width, height])
      })
    const whole = parts.map(boxesOf)
    const moved: string[] = []
    for (let shown = 1; shown < parts.length; shown++) {
      const later = parts.slice(shown)
      later.forEach((part) => part.style.setProperty('display', 'none'))
      parts.slice(0, shown).forEach((part, index) => {
        if (JSON.stringify(boxesOf(part)) !== JSON.stringify(whole[index]))
          moved.push(`${part.tagName.toLowerCase()} ${index + 1} with ${shown} part(s) parsed`)
      })
      later.forEach((part) => part.style.removeProperty('display'))
    }
    return moved
  })
