import type { Page } from '@playwright/test'
import { IS_PREVIEW, PREVIEW_TOOLBAR } from '../config/settings'
import { pages } from '../content/pages'
import { expect, test } from './fixtures'

// Vercel adds its toolbar to each page of a preview deploy (Comments, for marketing staff), with a
// script from vercel.live. A stub of it, served as vercel.live, does what Vercel documents the real
// one needs under a Content-Security-Policy. It runs on this project's preview build (the
// launch-fixture export) and is refused by the production one (out/), both under the hosts' headers.

const FEEDBACK = `${PREVIEW_TOOLBAR.origin}/_next-live/feedback/feedback.js`

/** The stub's steps, each a resource of a kind the toolbar uses; it records those that worked. */
const STUB = `(async () => {
  const done = (window.__toolbarSteps = [])
  const loaded = (element) => new Promise((ok, fail) => { element.onload = ok; element.onerror = fail })
  const step = async (name, action) => { try { await action(); done.push(name) } catch {} }
  const host = document.body.appendChild(document.createElement('vercel-live-feedback'))
  const root = host.attachShadow({ mode: 'open' })
  await step('markup', () => { root.innerHTML = '<div class="toolbar"><button>Comentar</button></div>' })
  await step('script', () => { const s = document.createElement('script'); s.src = '${PREVIEW_TOOLBAR.origin}/_next-live/feedback/instrument.js'; document.head.append(s); return loaded(s) })
  await step('stylesheet', () => { const l = document.createElement('link'); l.rel = 'stylesheet'; l.href = '${PREVIEW_TOOLBAR.origin}/feedback.css'; root.append(l); return loaded(l) })
  await step('image', () => { const i = new Image(); i.src = '${PREVIEW_TOOLBAR.origin}/avatar.png'; return i.decode() })
  await step('font', () => new FontFace('toolbar', 'url(${PREVIEW_TOOLBAR.origin}/font.woff2)').load())
  await step('frame', () => { const f = document.createElement('iframe'); f.src = '${PREVIEW_TOOLBAR.origin}/frame'; root.append(f); return loaded(f) })
  await step('api', () => fetch('${PREVIEW_TOOLBAR.origin}/api/comments').then((r) => r.json()))
  await step('websocket', () => new Promise((ok, fail) => { const w = new WebSocket('wss://ws-us3.pusher.com/app/toolbar'); w.onopen = ok; w.onerror = fail }))
  window.__toolbarDone = true
})()`

const STEPS = ['markup', 'script', 'stylesheet', 'image', 'font', 'frame', 'api', 'websocket']

const stepsDone = (page: Page) =>
  page.evaluate(() => (window as { __toolbarSteps?: string[] }).__toolbarSteps ?? null)

async function expectToolbarToRun(page: Page, refused: string[]) {
  await expect
    .poll(() => page.evaluate(() => (window as { __toolbarDone?: boolean }).__toolbarDone))
    .toBe(true)
  expect(await stepsDone(page)).toEqual(STEPS)
  expect(refused).toEqual([])
}

async function expectToolbarRefused(page: Page, refused: string[]) {
  await expect.poll(() => refused).toContain(FEEDBACK)
  expect(await stepsDone(page)).toBeNull()
}

/** What this build must do with the toolbar. */
const expectOutcome = IS_PREVIEW ? expectToolbarToRun : expectToolbarRefused

test.describe(`Vercel's toolbar on a ${IS_PREVIEW ? 'preview' : 'production'} build`, () => {
  test.use({ expectedConsoleError: IS_PREVIEW ? null : /vercel\.live|script-src/ })

  test(`${IS_PREVIEW ? 'runs every step with no violation' : 'is refused at its first script'}`, async ({
    page,
    context,
  }) => {
    const home = await (await page.request.get('/')).text()
    const fontUrl = home.match(/url\((\/_next\/static\/media\/[^)]+\.woff2)\)/)![1]!
    await context.route(`${PREVIEW_TOOLBAR.origin}/**`, async (route) => {
      const { pathname } = new URL(route.request().url())
      const headers = { 'access-control-allow-origin': '*' }
      if (pathname.endsWith('.woff2')) {
        const font = await page.request.get(fontUrl)
        return route.fulfill({ response: font, headers: { ...font.headers(), ...headers } })
      }
      const [contentType, body] = pathname.endsWith('feedback.js')
        ? ['text/javascript', STUB]
        : pathname.endsWith('.js')
          ? ['text/javascript', 'window.__toolbarInstrumented = true']
          : pathname.endsWith('.css')
            ? ['text/css', '.toolbar{position:fixed}']
            : pathname.endsWith('.png')
              ? ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>']
              : pathname.startsWith('/api/')
                ? ['application/json', '[]']
                : ['text/html', '<title>toolbar</title>']
      return route.fulfill({ contentType, body, headers })
    })
    await page.routeWebSocket('wss://ws-us3.pusher.com/**', () => {})
    // As Vercel adds it: a script tag in every page the preview serves.
    await page.route(`**${pages.about.path}`, async (route) => {
      // The document only: once hydrated, the router fetches the address again.
      if (route.request().resourceType() !== 'document') return route.continue()
      const response = await route.fetch()
      const tag = `<script src="${FEEDBACK}" async></script>`
      const body = (await response.text()).replace('</body>', `${tag}</body>`)
      await route.fulfill({ response, body })
    })
    const refused: string[] = []
    await page.exposeFunction('__refused', (uri: string) => refused.push(uri))
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { __refused: (uri: string) => void }).__refused(event.blockedURI),
      ),
    )
    await page.goto(pages.about.path)
    await expectOutcome(page, refused)
  })
})
