import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import puppeteer, { type Page } from 'puppeteer-core'
import { IMAGE_HOST } from '../../config/settings'
import { DESKTOP, type Engine, type Viewport } from './engine'
import { pageScript } from './page-script'
import { atExit } from './processes'

const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr'

const PLACEHOLDER_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="10"><rect width="16" height="10" fill="#888"/></svg>'

/** Runs in the page before its own scripts: a CSP violation becomes a console error. */
function reportCspViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`,
    )
  })
}

/** Stubs the photo host, which this machine cannot reach, with a small placeholder. */
async function stubPhotos(page: Page) {
  await page.setRequestInterception(true)
  page.on('request', (request) => {
    const handled = request.url().startsWith(`${IMAGE_HOST}/`)
      ? request.respond({ status: 200, contentType: 'image/svg+xml', body: PLACEHOLDER_IMAGE })
      : request.continue()
    // A request the page gave up on (it navigated away) can no longer be answered.
    handled.catch(() => {})
  })
}

/**
 * The address a window was sent to. When the host cannot be reached (this machine is offline),
 * Firefox shows its error page instead and names that address in the page's `u` parameter.
 */
function addressTried(url: string): string {
  const shown = new URL(url)
  const isErrorPage = shown.protocol === 'about:' && shown.pathname === 'neterror'
  return (isErrorPage && shown.searchParams.get('u')) || url
}

/**
 * Firefox ESR through WebDriver BiDi (Puppeteer): console errors and uncaught exceptions arrive
 * as BiDi log entries from a document's first script; a preload script reports CSP violations.
 */
export async function startFirefox(baseUrl: string): Promise<Engine> {
  // A profile of our own, removed however the run ends: Puppeteer leaves its own behind when
  // the run is interrupted.
  const profile = mkdtempSync(path.join(tmpdir(), 'engines-firefox-'))
  atExit(() => rmSync(profile, { recursive: true, force: true }))
  const browser = await puppeteer.launch({
    userDataDir: profile,
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: DESKTOP,
    // Twice Puppeteer's default: on a busy 2-core machine Firefox has taken 17 s to start.
    timeout: 60_000,
  })
  try {
    const page = await browser.newPage()
    let viewport = DESKTOP
    let problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()}`)
    })
    page.on('pageerror', (error) => {
      problems.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`)
    })
    await page.evaluateOnNewDocument(pageScript(reportCspViolations, []))
    await stubPhotos(page)

    return {
      async load(path: string, size: Viewport = DESKTOP) {
        if (size !== viewport) await page.setViewport(size)
        viewport = size
        problems = []
        await page.goto(new URL(path, baseUrl).href, { waitUntil: 'domcontentloaded' })
      },
      async reload() {
        await page.reload({ waitUntil: 'domcontentloaded' })
      },
      evaluate: <A extends unknown[], R>(fn: (...args: A) => R, ...args: A) =>
        page.evaluate(pageScript(fn, args)) as Promise<Awaited<R>>,
      click: (selector) => page.click(selector),
      type: (selector, text) => page.type(selector, text),
      async select(selector, value) {
        await page.select(selector, value)
      },
      async openedWindowUrl(action) {
        const opened = browser.waitForTarget(
          (target) =>
            target.type() === 'page' && target !== page.target() && target.url() !== 'about:blank',
          { timeout: 10_000 },
        )
        await action()
        const target = await opened
        await (await target.page())?.close()
        return addressTried(target.url())
      },
      async takeProblems() {
        const taken = problems
        problems = []
        return taken
      },
      close: () => browser.close(),
    }
  } catch (error) {
    await browser.close()
    throw error
  }
}
