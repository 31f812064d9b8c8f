import { test as base, expect, type Page } from '@playwright/test'
import { IMAGE_HOST } from '../config/settings'
import { pages } from '@/content/pages'
import { stubVercel } from './vercel-stubs'

export { IMAGE_HOST, THEME_STORAGE_KEY } from '../config/settings'

export const ROUTES: string[] = Object.values(pages)
  .map((page) => page.path)
  .filter((path) => path !== pages.notFound.path)

export const MISSING_ROUTE = '/pagina-que-nao-existe/'

const PLACEHOLDER_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="10"><rect width="16" height="10" fill="#888"/></svg>'

type Fixtures = {
  consoleErrors: string[]
  expectedConsoleError: RegExp | null
  vercelStubs: boolean
}

// Third-party hosts are stubbed (offline); a console error or CSP violation fails any test.
export const test = base.extend<Fixtures>({
  /** One pattern: combine with |. */
  expectedConsoleError: [null, { option: true }],
  /** The export measures visits (the launch-fixture run): Vercel's scripts are stubbed. */
  vercelStubs: [false, { option: true }],
  consoleErrors: [
    async ({ page, context, expectedConsoleError, vercelStubs }, use) => {
      if (vercelStubs) await stubVercel(context)
      await context.route(`${IMAGE_HOST}/**`, (route) =>
        route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PLACEHOLDER_IMAGE }),
      )
      await context.route('https://wa.me/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>ok' }),
      )
      const errors: string[] = []
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
        errors.push(`CSP violation: ${text}`)
      })
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void })
            .__reportCspViolation
          const sample = event.sample ? ` (${event.sample})` : ''
          void report(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}${sample}`,
          )
        })
      })
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      const unexpected = errors.filter((text) => !expectedConsoleError?.test(text))
      expect(unexpected, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

export async function waitForHydration(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 15_000 })
}
