// The main flows in Gecko: Firefox ESR through WebDriver BiDi (docs/engines.md).
import fs from 'node:fs'
import os from 'node:os'
import puppeteer, { type EvaluateFunc } from 'puppeteer-core'
import { IMAGE_HOST } from '../../config/settings'
import { DESKTOP, type Engine } from './engine'
import { describeFlows } from './flows'

describeFlows('Firefox ESR (Gecko)', startFirefox)

async function startFirefox(baseUrl: string): Promise<Engine> {
  // Firefox as root stops when another user owns $HOME (GitHub's container jobs): one of its own.
  const home = fs.mkdtempSync(`${os.tmpdir()}/firefox-home-`)
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    defaultViewport: DESKTOP,
    // Twice Puppeteer's default: on a busy 2-core machine Firefox has taken 17 s to start.
    timeout: 60_000,
    env: { ...process.env, HOME: home },
  })
  const page = await browser.newPage()
  let problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${(error as Error).message}`))
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  const body = '<svg xmlns="http://www.w3.org/2000/svg"/>'
  const photo = { status: 200, contentType: 'image/svg+xml', body }
  await page.setRequestInterception(true)
  page.on('request', (request) => {
    const isPhoto = request.url().startsWith(`${IMAGE_HOST}/`)
    // A request the page gave up on (it navigated away) can no longer be answered.
    ;(isPhoto ? request.respond(photo) : request.continue()).catch(() => {})
  })

  return {
    async load(path, viewport = DESKTOP) {
      await page.setViewport(viewport)
      problems = []
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'domcontentloaded' })
    },
    reload: async () => void (await page.reload({ waitUntil: 'domcontentloaded' })),
    evaluate: <A extends unknown[], R>(fn: (...args: A) => R, ...args: A) =>
      page.evaluate(fn as EvaluateFunc<A>, ...args) as Promise<Awaited<R>>,
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    select: async (selector, value) => void (await page.select(selector, value)),
    async clickOpeningWindow(selector) {
      const opened = browser.waitForTarget(
        (target) =>
          target.type() === 'page' && target !== page.target() && target.url() !== 'about:blank',
        { timeout: 10_000 },
      )
      await page.click(selector)
      const target = await opened
      await (await target.page())?.close()
      // Offline, the window shows Firefox's error page, which names the address in `u`.
      const shown = new URL(target.url())
      return (shown.protocol === 'about:' && shown.searchParams.get('u')) || shown.href
    },
    takeProblems: async () => problems.splice(0),
    close: () => browser.close().finally(() => fs.rmSync(home, { recursive: true, force: true })),
  }
}
