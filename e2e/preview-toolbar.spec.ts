import type { Page } from '@playwright/test'
import { IS_PREVIEW, PREVIEW_TOOLBAR } from '../config/settings'
import { pages } from '@/content/pages'
import { vercelHeaders, vercelRoutes } from '../scripts/lib/vercel-headers'
import { vercelConfig } from '../vercel'
import { expect, test } from './fixtures'

// What the stand-in does and why: docs/security.md, "Previews admit Vercel's toolbar".

const FEEDBACK = `${PREVIEW_TOOLBAR.origin}/_next-live/feedback/feedback.js`
const SIGN_IN = 'https://vercel.com/toolbar/sign-in'
const COMMENT = 'A foto do topo pode ser outra?'

const STUB = `(async () => {
  const done = (window.__toolbarSteps = [])
  const loaded = (element) => new Promise((ok, fail) => { element.onload = ok; element.onerror = fail })
  const step = async (name, action) => { try { await action(); done.push(name) } catch {} }
  const host = document.body.appendChild(document.createElement('vercel-live-feedback'))
  const root = host.attachShadow({ mode: 'open' })
  await step('markup', () => { root.innerHTML = '<div class="toolbar"><button>Comentar</button></div>' })
  await step('own policy', () => { const own = trustedTypes.createPolicy('vercel-live-toolbar', { createHTML: (html) => html }); root.querySelector('div').innerHTML = own.createHTML('<b>Comentários</b>') })
  await step('script', () => { const s = document.createElement('script'); s.src = '${PREVIEW_TOOLBAR.origin}/_next-live/feedback/instrument.js'; document.head.append(s); return loaded(s) })
  await step('stylesheet', () => { const l = document.createElement('link'); l.rel = 'stylesheet'; l.href = '${PREVIEW_TOOLBAR.origin}/feedback.css'; root.append(l); return loaded(l) })
  await step('image', () => { const i = new Image(); i.src = '${PREVIEW_TOOLBAR.origin}/avatar.png'; return i.decode() })
  await step('font', () => new FontFace('toolbar', 'url(${PREVIEW_TOOLBAR.origin}/font.woff2)').load())
  await step('frame', () => { const f = document.createElement('iframe'); f.title = 'Vercel'; f.src = '${PREVIEW_TOOLBAR.origin}/frame'; root.append(f); return loaded(f) })
  await step('api', () => fetch('${PREVIEW_TOOLBAR.origin}/api/comments').then((r) => r.json()))
  await step('websocket', () => new Promise((ok, fail) => { const w = new WebSocket('wss://ws-us3.pusher.com/app/toolbar'); w.onopen = ok; w.onerror = fail }))
  addEventListener('message', (event) => {
    if (event.origin !== '${PREVIEW_TOOLBAR.origin}' || event.data !== 'signed in') return
    fetch('${PREVIEW_TOOLBAR.origin}/api/comments', { method: 'POST', body: ${JSON.stringify(COMMENT)} })
  })
  window.__toolbarDone = true
})()`

const FRAME = `<title>Vercel</title><button>Entrar</button><p role="status"></p><script>
  const status = document.querySelector('p')
  document.querySelector('button').onclick = () => open('${SIGN_IN}')
  addEventListener('message', (event) => {
    if (event.origin !== '${new URL(SIGN_IN).origin}' || event.data !== 'signed in') return
    status.textContent = 'Conectado'
    parent.postMessage('signed in', '*')
  })
</script>`
const SIGN_IN_PAGE = `<title>Entrar</title><script>
  if (opener) { opener.postMessage('signed in', '${PREVIEW_TOOLBAR.origin}'); close() }
</script>`

// Every step the stand-in takes, in its order: on a preview, each must succeed.
const STEPS = [...STUB.matchAll(/await step\('([^']+)'/g)].map(([, name]) => name)

const stepsDone = (page: Page) =>
  page.evaluate(() => (window as { __toolbarSteps?: string[] }).__toolbarSteps ?? null)

async function expectToSignInAndComment(page: Page, refused: string[], comments: string[]) {
  await expect
    .poll(() => page.evaluate(() => (window as { __toolbarDone?: boolean }).__toolbarDone))
    .toBe(true)
  expect(await stepsDone(page)).toEqual(STEPS)
  const toolbar = page.frameLocator('iframe[title="Vercel"]')
  await toolbar.getByRole('button', { name: 'Entrar' }).click()
  await expect(toolbar.getByRole('status')).toHaveText('Conectado')
  await expect.poll(() => comments).toEqual([COMMENT])
  expect(refused).toEqual([])
}

async function expectToolbarRefused(page: Page, refused: string[]) {
  await expect.poll(() => refused).toContain(FEEDBACK)
  expect(await stepsDone(page)).toBeNull()
}

const [expectOutcome, ENVIRONMENT] = IS_PREVIEW
  ? [expectToSignInAndComment, 'preview']
  : [expectToolbarRefused, 'production']

test.describe(`Vercel's toolbar on a ${IS_PREVIEW ? 'preview' : 'production'} build`, () => {
  test.use({ expectedConsoleError: IS_PREVIEW ? null : /vercel\.live|script-src/ })

  test(`${IS_PREVIEW ? 'signs in and comments with no violation' : 'is refused at its first script'}`, async ({
    page,
    context,
  }) => {
    const home = await (await page.request.get('/')).text()
    const fontUrl = home.match(/url\((\/_next\/static\/media\/[^)]+\.woff2)\)/)![1]!
    const comments: string[] = []
    await context.route(`${PREVIEW_TOOLBAR.origin}/**`, async (route) => {
      const { pathname } = new URL(route.request().url())
      const headers = { 'access-control-allow-origin': '*' }
      if (pathname.endsWith('.woff2')) {
        const font = await page.request.get(fontUrl)
        return route.fulfill({ response: font, headers: { ...font.headers(), ...headers } })
      }
      if (route.request().method() === 'POST') comments.push(route.request().postData() ?? '')
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
                : ['text/html', FRAME]
      return route.fulfill({ contentType, body, headers })
    })
    await context.route(SIGN_IN, (route) =>
      route.fulfill({ contentType: 'text/html', body: SIGN_IN_PAGE }),
    )
    await page.routeWebSocket('wss://ws-us3.pusher.com/**', () => {})
    await page.route(`**${pages.about.path}`, async (route) => {
      // The document only: the hydrated router fetches the address again.
      if (route.request().resourceType() !== 'document') return route.continue()
      const response = await route.fetch()
      const headers = vercelHeaders(vercelRoutes(vercelConfig(ENVIRONMENT)), pages.about.path)
      const tag = `<script src="${FEEDBACK}" async></script>`
      const body = (await response.text()).replace('</body>', `${tag}</body>`)
      await route.fulfill({ response, body, headers: { ...headers, 'content-type': 'text/html' } })
    })
    const refused: string[] = []
    await page.exposeFunction('__refused', (uri: string) => refused.push(uri))
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { __refused: (uri: string) => void }).__refused(event.blockedURI),
      ),
    )
    await page.goto(pages.about.path)
    await expectOutcome(page, refused, comments)
  })
})
