import { Builder, By, Key, type WebDriver } from 'selenium-webdriver'
import { DESKTOP, type Engine, type Viewport } from './engine'
import { pageScript } from './page-script'
import { startDisplay } from './display'
import { startServing, type Started } from './processes'
import { waitFor } from './wait'
import {
  addOpenerButton,
  NEUTRAL_PAGE,
  OPENER_ID,
  PROBLEMS_KEY,
  recordOwnProblems,
  recordProblems,
  takeRecorded,
} from './webkit-recorder'

const MINIBROWSER =
  process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

async function startSession(driverUrl: string): Promise<WebDriver> {
  return new Builder()
    .usingServer(driverUrl)
    .disableEnvironmentOverrides()
    .withCapabilities({
      browserName: 'MiniBrowser',
      timeouts: { script: 10_000, pageLoad: 15_000 },
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    })
    .build()
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver, classic WebDriver under Xvfb. WebKitGTK 2.50
 * refuses `webSocketUrl` (no WebDriver BiDi), so there is no log and no preload script: each page
 * opens in a new window from the page before, which records its problems (addOpenerButton).
 */
export async function startWebKit(baseUrl: string, driverPort: number): Promise<Engine> {
  const driverUrl = `http://127.0.0.1:${driverPort}`
  const screen = await startDisplay()
  let driver: Started | undefined
  let connection: WebDriver | undefined
  const close = async () => {
    try {
      const quit = connection?.quit()
      await Promise.race([quit, new Promise((resolve) => setTimeout(resolve, 5000))])
    } finally {
      await driver?.stop()
      await screen.stop()
    }
  }
  try {
    driver = await startServing(
      `${driverUrl}/status`,
      'WebKitWebDriver',
      [`--port=${driverPort}`],
      {
        DISPLAY: screen.display,
      },
    )
    connection = await startSession(driverUrl)
  } catch (error) {
    await close()
    throw error
  }
  const session = connection
  const run = <T>(script: string) => session.executeScript<T>(`return ${script}`)
  const origin = new URL(baseUrl).origin

  return {
    async load(path: string, viewport: Viewport = DESKTOP) {
      const url = new URL(path, baseUrl).href
      if ((await run<string>('location.origin')) !== origin) {
        await session.get(new URL(NEUTRAL_PAGE, baseUrl).href)
      }
      const previous = await session.getWindowHandle()
      await run(
        pageScript(addOpenerButton, [url, viewport, PROBLEMS_KEY, OPENER_ID], [recordProblems]),
      )
      await session.findElement(By.id(OPENER_ID)).click()
      const opened = await waitFor(`a window for ${path}`, async () =>
        (await session.getAllWindowHandles()).find((handle) => handle !== previous),
      )
      await session.close()
      await session.switchTo().window(opened)
    },
    async reload() {
      await session.navigate().refresh()
      await run(pageScript(recordOwnProblems, [PROBLEMS_KEY], [recordProblems]))
    },
    evaluate: (fn, ...args) => run(pageScript(fn, args)),
    click: (selector) => session.findElement(By.css(selector)).click(),
    type: (selector, text) =>
      session.findElement(By.css(selector)).sendKeys(text.replaceAll('\n', Key.ENTER)),
    async select(selector, value) {
      // WebKitWebDriver clicks an option without scrolling its <select> into view first, and
      // then finds it not interactable: scroll to it as a visitor would.
      const select = await session.findElement(By.css(selector))
      await session.executeScript('arguments[0].scrollIntoView({ block: "center" })', select)
      await select.findElement(By.css(`option[value=${JSON.stringify(value)}]`)).click()
    },
    async openedWindowUrl(action) {
      const current = await session.getWindowHandle()
      const before = await session.getAllWindowHandles()
      await action()
      const opened = await waitFor('a new window', async () =>
        (await session.getAllWindowHandles()).find((handle) => !before.includes(handle)),
      )
      await session.switchTo().window(opened)
      const url = await waitFor('the new window to have an address', async () => {
        const address = await session.getCurrentUrl()
        return address !== 'about:blank' && address
      })
      await session.close()
      await session.switchTo().window(current)
      return url
    },
    takeProblems: () => run<string[]>(pageScript(takeRecorded, [PROBLEMS_KEY])),
    close,
  }
}
