import { test as base, expect, type Page } from '@playwright/test'
import { IMAGE_HOST } from '../config/settings'
import { pages } from '../content/pages'
import { stubVercel } from './vercel-stubs'

export { IMAGE_HOST, THEME_STORAGE_KEY } from '../config/settings'

/** Every page of content/pages.ts but the 404 page. */
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

/**
 * Every test: third-party hosts are stubbed (the machine is offline), and any console error,
 * uncaught exception or Content-Security-Policy violation (a string the Trusted Types policy
 * refused included) fails the test.
 */
export const test = base.extend<Fixtures>({
  /** A console error that a test provokes on purpose (one pattern: combine with |). */
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

/** Waits until React has hydrated the page (the marker the layout sets), so clicks reach it. */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 15_000 })
}
