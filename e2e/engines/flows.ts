import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { THEME_STORAGE_KEY } from '../../config/settings'
import { aboutPage } from '../../content/about'
import { companyLinks } from '../../content/company-links'
import { contactForm, contactSubjects } from '../../content/contact'
import { mainNav } from '../../content/navigation'
import { pages, searchHref } from '../../content/pages'
import { searchForm } from '../../content/search-page'
import { searchIndex } from '../../content/search-index'
import { header } from '../../content/shell'
import { toasts } from '../../content/toasts'
import { brandFallbacks } from '../../lib/brand-font'
import { search } from '../../lib/search'
import { DESKTOP, PHONE, type Engine } from './engine'
import { serveExport } from './server'
import {
  address,
  brandFontOfH1,
  byLabel,
  byText,
  h1,
  HEADER_NAV,
  headerPartsThatMove,
  MENU_NAV,
  MENU_TOGGLE,
  ROUTES,
  themeOf,
  toastText,
  valuesOf,
  waitForHydration,
} from './site'
import { enteringAnimations, watchEnteringPage, wrapperStyle } from './transition'
import { waitFor } from './wait'

/** A flow that takes longer than this is stuck: fail it and go on with the next. */
const FLOW = { timeout: 60_000 }

/**
 * The site's main flows in one engine, against the export served on `port`: one browser for all
 * of them, each flow from a fresh load, each failing on any console error, uncaught exception or
 * CSP violation along the way.
 */
export function describeFlows(name: string, port: number, start: (url: string) => Promise<Engine>) {
  describe(name, () => {
    let stopServer: (() => Promise<void>) | undefined
    let engine: Engine | undefined

    before(async () => {
      const site = await serveExport(port)
      stopServer = site.stop
      engine = await start(site.url)
    })

    after(async () => {
      try {
        await engine?.close()
      } finally {
        await stopServer?.()
      }
    })

    /** Each flow runs with the engine `before` started, and ends with no problem recorded. */
    const flow = (title: string, run: (engine: Engine) => Promise<void>) =>
      test(title, FLOW, async () => {
        assert.ok(engine, 'the engine did not start')
        await run(engine)
        const problems = await engine.takeProblems()
        assert.deepEqual(problems, [], 'console errors, uncaught exceptions or CSP violations')
      })

    for (const route of ROUTES) {
      flow(
        `${route.path} loads in Portuguese, with its h1 and title, and hydrates`,
        async (engine) => {
          await engine.load(route.path)
          await waitForHydration(engine)
          assert.equal(await engine.evaluate(() => document.documentElement.lang), 'pt-BR')
          assert.equal(await h1(engine), route.h1)
          assert.equal(await engine.evaluate(() => document.title), route.title)
        },
      )
    }

    flow(
      'a header link navigates in place, without loading a document, in the brand font',
      async (engine) => {
        await engine.load(pages.home.path)
        await waitForHydration(engine)
        const brand = await brandFontOfH1(engine)
        assert.ok(!brandFallbacks.families.includes(brand), `${brand} is a stand-in, not the brand`)
        await engine.evaluate(() => {
          Object.assign(window, { __sameDocument: true })
        })
        await engine.click(await byText(engine, `${HEADER_NAV} a`, pages.about.navLabel))
        await waitFor('the about page', async () => (await h1(engine)) === aboutPage.title)
        assert.equal(await address(engine), pages.about.path)
        assert.ok(await engine.evaluate(() => '__sameDocument' in window), 'a document was loaded')
        assert.equal(await brandFontOfH1(engine), brand)
      },
    )

    flow('the header search shows the results of the term', async (engine) => {
      const term = 'suporte'
      const expected = search(searchIndex, term).map((entry) => entry.title)
      assert.ok(expected.length > 0, `the index has no result for ${term}`)
      await engine.load(pages.home.path)
      await waitForHydration(engine)
      await engine.type(await byLabel(engine, searchForm.label), `${term}\n`)
      const results = searchHref(term)
      await waitFor(results, async () => (await address(engine)) === results)
      await waitFor(`the results ${JSON.stringify(expected)}`, async () => {
        const titles = await engine.evaluate(() =>
          [...document.querySelectorAll('main h2 a')].map((link) => link.textContent?.trim()),
        )
        return JSON.stringify(titles) === JSON.stringify(expected)
      })
    })

    flow('the theme toggles, is saved, and survives a reload', async (engine) => {
      await engine.load(pages.about.path)
      await waitForHydration(engine)
      const next = (await themeOf(engine)) === 'dark' ? 'light' : 'dark'
      const { toLight, toDark } = header.themeToggle
      await engine.click(await byText(engine, 'header button', next === 'light' ? toLight : toDark))
      await waitFor(`the ${next} theme`, async () => (await themeOf(engine)) === next)
      const saved = await engine.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)
      assert.equal(saved, next)
      assert.deepEqual(await engine.takeProblems(), [], 'problems before the reload')
      await engine.reload()
      assert.equal(await themeOf(engine), next, 'the theme before hydration')
      await waitForHydration(engine)
      assert.equal(await themeOf(engine), next, 'the theme after hydration')
    })

    flow(
      'a client navigation slides the page in from 40 px and fades it; a load does not',
      async (engine) => {
        await engine.load(pages.home.path)
        await waitForHydration(engine)
        const motion = await engine.evaluate(
          () => matchMedia('(prefers-reduced-motion: reduce)').matches,
        )
        assert.equal(motion, false, 'the engine asks for reduced motion: the page would only fade')
        assert.deepEqual(await wrapperStyle(engine), {
          inline: null,
          opacity: '1',
          transform: 'none',
        })
        await watchEnteringPage(engine)
        await engine.click(await byText(engine, `${HEADER_NAV} a`, pages.services.navLabel))
        const animated = await waitFor('the entering page to animate to its end', async () => {
          const made = await enteringAnimations(engine)
          const all = Object.values(made)
          return all.length > 0 && all.every(({ finished }) => finished) && made
        })
        assert.equal(await address(engine), pages.services.path)
        assert.deepEqual(animated, {
          opacity: { values: ['0', '1'], duration: 400, finished: true },
          transform: { values: ['translateY(40px)', 'none'], duration: 400, finished: true },
        })
        const { opacity, transform } = await wrapperStyle(engine)
        assert.deepEqual({ opacity, transform }, { opacity: '1', transform: 'none' })
      },
    )

    flow('an empty contact form shows the required-fields toast', async (engine) => {
      await engine.load(pages.contact.path)
      await waitForHydration(engine)
      await engine.click(await byText(engine, 'main form button', contactForm.submit))
      const { title } = toasts.requiredFields
      await waitFor(`the toast "${title}"`, async () => (await toastText(engine)).includes(title))
    })

    flow('a filled contact form opens WhatsApp with the message, and clears', async (engine) => {
      const { fields } = contactForm
      const typed = { name: 'Ana Souza', email: 'ana@empresa.com.br', message: 'Um orçamento.' }
      const subject = contactSubjects[1]!
      await engine.load(pages.contact.path)
      await waitForHydration(engine)
      const name = await byLabel(engine, fields.name.label)
      const email = await byLabel(engine, fields.email.label)
      const subjectField = await byLabel(engine, fields.subject.label)
      const message = await byLabel(engine, fields.message.label)
      await engine.type(name, typed.name)
      await engine.type(email, typed.email)
      await engine.select(subjectField, subject)
      await engine.type(message, typed.message)
      const submit = await byText(engine, 'main form button', contactForm.submit)
      const opened = await engine.openedWindowUrl(() => engine.click(submit))
      assert.ok(opened.startsWith(`${companyLinks.chat}?text=`), opened)
      const text = new URL(opened).searchParams.get('text') ?? ''
      for (const value of [...Object.values(typed), subject]) {
        assert.ok(text.includes(value), `"${value}" is not in ${JSON.stringify(text)}`)
      }
      const controls = [name, email, subjectField, message]
      await waitFor('the form to clear', async () =>
        (await valuesOf(engine, controls)).every((value) => value === ''),
      )
      const { title } = toasts.sent
      await waitFor(`the toast "${title}"`, async () => (await toastText(engine)).includes(title))
    })

    for (const viewport of [DESKTOP, PHONE]) {
      flow(
        `at ${viewport.width} px the header's parts keep their boxes without the parts after them`,
        async (engine) => {
          await engine.load(pages.home.path, viewport)
          await waitForHydration(engine)
          assert.deepEqual(await headerPartsThatMove(engine), [])
        },
      )
    }

    flow(`on a ${PHONE.width} px phone the menu opens, with every link`, async (engine) => {
      await engine.load(pages.home.path, PHONE)
      await waitForHydration(engine)
      assert.equal(await engine.evaluate(() => window.innerWidth), PHONE.width)
      await engine.click(MENU_TOGGLE)
      const links = await waitFor('the open menu', () =>
        engine.evaluate((css) => {
          const menu = document.querySelector(css)
          if (!menu?.checkVisibility()) return null
          return [...menu.querySelectorAll('a')].map((link) => link.textContent?.trim())
        }, MENU_NAV),
      )
      assert.deepEqual(
        links,
        mainNav.map((link) => link.label),
      )
    })
  })
}
