import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { THEME_STORAGE_KEY } from '../../config/settings'
import { aboutPage } from '@/content/about'
import { accessibilityPage } from '@/content/accessibility'
import { companyLinks } from '@/content/company-links'
import { contactForm, contactPage, contactSubjects } from '@/content/contact'
import { homePage } from '@/content/home'
import { mainNav } from '@/content/navigation'
import { pages, searchHref, type PageKey } from '@/content/pages'
import { privacyPage } from '@/content/privacy'
import { searchForm, searchPage } from '@/content/search-page'
import { searchIndex } from '@/content/search-index'
import { servicesPage } from '@/content/services-page'
import { header } from '@/content/shell'
import { toasts } from '@/content/toasts'
import { brandFallbacks } from '../../lib/brand-font'
import { search } from '../../lib/search'
import { DESKTOP, PHONE, serveSite, waitFor, type Engine, type Viewport } from './engine'

const H1: Record<Exclude<PageKey, 'notFound'>, string> = {
  home: homePage.hero.title,
  services: servicesPage.title,
  contact: contactPage.title,
  about: aboutPage.title,
  privacy: privacyPage.title,
  accessibility: accessibilityPage.title,
  search: searchPage.title,
}

const HEADER_LINK = `header nav[aria-label=${JSON.stringify(header.navLabel)}] a`
const MENU = `header nav[aria-label=${JSON.stringify(header.menuNavLabel)}]`
const SUBMIT = 'main form button'
const ANIMATIONS = '__engineAnimations'
type AnimationWatch = { animated: string[]; running: number }

function markOne(css: string, text: string, requiredMark: string, mark: string) {
  const found = [...document.querySelectorAll<HTMLElement>(css)]
    .filter((element) => {
      const shown = element.innerText.replace(/\s+/g, ' ').trim()
      return shown === text || shown === `${text}${requiredMark}`
    })
    .map((element) => (element instanceof HTMLLabelElement ? element.control : element))
    .filter((element) => element?.checkVisibility())
  if (found.length === 1) found[0]?.setAttribute('data-engine-mark', mark)
  return found.length === 1
}

let marks = 0
async function byText(engine: Engine, css: string, text: string) {
  const mark = String(++marks)
  await until(engine, markOne, css, text, contactForm.requiredMark, mark)
  return `[data-engine-mark="${mark}"]`
}

function loadedFontOfH1() {
  const heading = document.querySelector('h1')
  const family = heading && getComputedStyle(heading).fontFamily.split(',')[0]
  const unquoted = family?.trim().replace(/^["']|["']$/g, '')
  const states = [...document.fonts]
    .filter((face) => face.family.replace(/^["']|["']$/g, '') === unquoted)
    .map((face) => face.status)
  return states.length > 0 && states.every((state) => state === 'loaded') && unquoted
}

// The engine's own Animation objects: a loaded machine paints too late for rAF to catch the slide.
function watchEnteringPage(key: string) {
  const seen = new Set<Animation>()
  const state: AnimationWatch = { animated: [], running: 0 }
  Object.assign(window, { [key]: state })
  new MutationObserver(() => {
    for (const animation of document.getAnimations()) {
      const effect = animation.effect as KeyframeEffect
      if (seen.has(animation) || effect.target !== document.querySelector('main > div')) continue
      seen.add(animation)
      state.running++
      animation.addEventListener('finish', () => state.running--)
      const frames = effect.getKeyframes()
      const timing = `in ${effect.getComputedTiming().duration} ms`
      Object.keys(frames[0] ?? {})
        .filter((name) => !['composite', 'computedOffset', 'easing', 'offset'].includes(name))
        .forEach((name) => {
          state.animated.push([name, ...frames.map((frame) => frame[name]), timing].join(' '))
        })
    }
  }).observe(document.querySelector('main')!, { childList: true, subtree: true })
}

function headerPartsThatMove() {
  const parts = [...document.querySelector('header')!.firstElementChild!.children] as HTMLElement[]
  const moved: string[] = []
  let whole: string[] = []
  for (let shown = parts.length; shown > 0; shown--) {
    parts.forEach((part, index) => part.style.setProperty('display', index < shown ? '' : 'none'))
    const boxes = parts.slice(0, shown).map((part) => {
      const elements = [part, ...part.querySelectorAll('*')]
      return JSON.stringify(elements.map((element) => element.getBoundingClientRect()))
    })
    if (shown === parts.length) whole = boxes
    boxes.forEach((box, index) => {
      if (box !== whole[index]) moved.push(`part ${index + 1} with ${shown} shown`)
    })
  }
  parts.forEach((part) => part.style.removeProperty('display'))
  return moved
}

const read = {
  hydrated: () => document.documentElement.hasAttribute('data-hydrated'),
  lang: () => document.documentElement.lang,
  h1: () => document.querySelector('h1')?.textContent?.trim(),
  address: () => location.pathname + location.search,
  theme: () => ['dark', 'light'].find((name) => document.documentElement.classList.contains(name)),
  reducedMotion: () => matchMedia('(prefers-reduced-motion: reduce)').matches,
  wrapper: () => {
    const { opacity, transform } = getComputedStyle(document.querySelector('main > div')!)
    return `opacity ${opacity}, transform ${transform}`
  },
  wrapperStyle: () => document.querySelector('main > div')!.getAttribute('style'),
  animated: (key: string) => {
    const { animated, running } = (window as unknown as Record<string, AnimationWatch>)[key]!
    return running === 0 && animated.length > 0 && animated.sort()
  },
  links: (css: string) => [...document.querySelectorAll(css)].map((a) => a.textContent?.trim()),
  menuLinks: (css: string) =>
    document.querySelector(css)?.checkVisibility() &&
    [...document.querySelectorAll(`${css} li a`)].map((a) => a.textContent?.trim()),
  toast: (title: string) =>
    document.querySelector<HTMLElement>('[data-sonner-toast]')?.innerText.includes(title),
  cleared: (all: string[]) =>
    all.every((css) => document.querySelector<HTMLInputElement>(css)?.value === ''),
}

const until = <A extends unknown[], R>(engine: Engine, fn: (...args: A) => R, ...args: A) =>
  waitFor(`${fn.name} ${JSON.stringify(args)}`, () => engine.evaluate(fn, ...args))

export function describeFlows(name: string, start: (baseUrl: string) => Promise<Engine>) {
  describe(name, () => {
    let site: Awaited<ReturnType<typeof serveSite>> | undefined
    let engine: Engine | undefined
    before(async () => {
      site = await serveSite()
      engine = await start(site.url)
    })
    after(async () => {
      try {
        await engine?.close()
      } finally {
        await site?.close()
      }
    })

    const flow = (title: string, run: (engine: Engine) => Promise<void>) =>
      test(title, { timeout: 60_000 }, async () => {
        assert.ok(engine, 'the engine did not start')
        await run(engine)
        assert.deepEqual(await engine.takeProblems(), [], 'errors, exceptions or CSP violations')
      })
    const open = async (engine: Engine, path: string, viewport?: Viewport) => {
      await engine.load(path, viewport)
      await until(engine, read.hydrated)
    }

    for (const [key, title] of Object.entries(H1)) {
      const { path } = pages[key as keyof typeof H1]
      flow(`${path} loads in Portuguese, with its h1, and hydrates`, async (engine) => {
        await open(engine, path)
        assert.equal(await engine.evaluate(read.lang), 'pt-BR')
        assert.equal(await engine.evaluate(read.h1), title)
      })
    }

    flow('a header link navigates in place, with the brand font on both pages', async (engine) => {
      await open(engine, pages.home.path)
      const brand = await until(engine, loadedFontOfH1)
      assert.ok(!brandFallbacks.families.includes(brand), `${brand} is a stand-in, not the brand`)
      await engine.evaluate(() => void Object.assign(window, { sameDocument: true }))
      await engine.click(await byText(engine, HEADER_LINK, pages.about.navLabel))
      await waitFor('the about page', async () => (await engine.evaluate(read.h1)) === H1.about)
      assert.equal(await engine.evaluate(read.address), pages.about.path)
      assert.ok(await engine.evaluate(() => 'sameDocument' in window), 'a document was loaded')
      assert.equal(await until(engine, loadedFontOfH1), brand)
    })

    flow('the header search lists what search() finds', async (engine) => {
      const term = 'suporte'
      const expected = JSON.stringify(search(searchIndex, term).map((entry) => entry.title))
      assert.notEqual(expected, '[]', `the index has no result for ${term}`)
      await open(engine, pages.home.path)
      await engine.type(await byText(engine, 'label', searchForm.label), `${term}\n`)
      const address = () => engine.evaluate(read.address)
      await waitFor(searchHref(term), async () => (await address()) === searchHref(term))
      const results = async () => JSON.stringify(await engine.evaluate(read.links, 'main h2 a'))
      await waitFor(`the results ${expected}`, async () => (await results()) === `${expected}`)
    })

    flow('the theme toggles, is saved, and survives a reload', async (engine) => {
      await open(engine, pages.about.path)
      const theme = () => engine.evaluate(read.theme)
      const next = (await theme()) === 'dark' ? 'light' : 'dark'
      const { toLight, toDark } = header.themeToggle
      await engine.click(await byText(engine, 'header button', next === 'light' ? toLight : toDark))
      await waitFor(`the ${next} theme`, async () => (await theme()) === next)
      const saved = await engine.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)
      assert.equal(saved, next)
      assert.deepEqual(await engine.takeProblems(), [], 'problems before the reload')
      await engine.reload()
      assert.equal(await theme(), next, 'the theme before hydration')
      await until(engine, read.hydrated)
      assert.equal(await theme(), next, 'the theme after hydration')
    })

    flow('a client navigation slides and fades the page in; a load does not', async (engine) => {
      await open(engine, pages.home.path)
      assert.equal(await engine.evaluate(read.reducedMotion), false, 'the page would only fade')
      assert.equal(await engine.evaluate(read.wrapperStyle), null)
      assert.equal(await engine.evaluate(read.wrapper), 'opacity 1, transform none')
      await engine.evaluate(watchEnteringPage, ANIMATIONS)
      await engine.click(await byText(engine, HEADER_LINK, pages.services.navLabel))
      assert.deepEqual(await until(engine, read.animated, ANIMATIONS), [
        'opacity 0 1 in 400 ms',
        'transform translateY(40px) none in 400 ms',
      ])
      assert.equal(await engine.evaluate(read.address), pages.services.path)
      assert.equal(await engine.evaluate(read.wrapper), 'opacity 1, transform none')
    })

    flow('an empty contact form shows the required-fields toast', async (engine) => {
      await open(engine, pages.contact.path)
      await engine.click(await byText(engine, SUBMIT, contactForm.submit))
      await until(engine, read.toast, toasts.requiredFields.title)
    })

    flow('a filled contact form opens WhatsApp with the message, and clears', async (engine) => {
      const subject = contactSubjects[1]!
      const typed = { name: 'Ana Souza', email: 'ana@empresa.com.br', subject, message: 'Olá.' }
      await open(engine, pages.contact.path)
      const controls: string[] = []
      for (const [field, value] of Object.entries(typed)) {
        const { label } = contactForm.fields[field as keyof typeof typed]
        const control = await byText(engine, 'label', label)
        await (field === 'subject' ? engine.select(control, value) : engine.type(control, value))
        controls.push(control)
      }
      const sent = await engine.clickOpeningWindow(await byText(engine, SUBMIT, contactForm.submit))
      assert.ok(sent.startsWith(`${companyLinks.chat}?text=`), sent)
      const text = new URL(sent).searchParams.get('text')
      for (const value of Object.values(typed))
        assert.ok(text?.includes(value), `"${value}" is not in ${JSON.stringify(text)}`)
      await until(engine, read.cleared, controls)
      await until(engine, read.toast, toasts.sent.title)
    })

    flow(`on a ${PHONE.width} px phone the menu opens, with every link`, async (engine) => {
      await open(engine, pages.home.path, PHONE)
      assert.equal(await engine.evaluate(() => window.innerWidth), PHONE.width)
      await engine.click('header summary')
      const labels = mainNav.map((link) => link.label)
      assert.deepEqual(await until(engine, read.menuLinks, MENU), labels)
    })

    for (const viewport of [DESKTOP, PHONE]) {
      const title = `at ${viewport.width} px each header part keeps its boxes without later parts`
      flow(title, async (engine) => {
        await open(engine, pages.home.path, viewport)
        assert.deepEqual(await engine.evaluate(headerPartsThatMove), [])
      })
    }
  })
}
