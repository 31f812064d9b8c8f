// The main flows in WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver (docs/engines.md).
import { Builder, By, Key } from 'selenium-webdriver'
import { DriverService } from 'selenium-webdriver/remote'
import { DESKTOP, waitFor, type Engine, type Viewport } from './engine'
import { describeFlows } from './flows'

describeFlows('WebKitGTK MiniBrowser (WebKit)', startWebKit)

const RECORDER = '__engineProblems'

// Why a new window: docs/engines.md. A click, as WebKit opens windows on a user gesture only.
function addOpener(url: string, size: Viewport, key: string) {
  const button = document.body.appendChild(document.createElement('button'))
  button.id = key
  button.style.cssText = 'position:fixed;inset:0;z-index:2147483647'
  button.addEventListener('click', () => {
    const opened = window.open(url, '_blank', `width=${size.width},height=${size.height}`)!
    opened.opener = null
    const problems: string[] = []
    Object.assign(opened, { [key]: problems })
    opened.addEventListener('securitypolicyviolation', (event) => {
      problems.push(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`)
    })
    opened.addEventListener('error', (event) => problems.push(`uncaught: ${event.message}`))
    opened.addEventListener('unhandledrejection', (event) => {
      problems.push(`unhandled rejection: ${event.reason}`)
    })
    const pageConsole = (opened as typeof window).console
    const consoleError = pageConsole.error
    pageConsole.error = (...args: unknown[]) => {
      problems.push(`console.error: ${args.join(' ')}`)
      consoleError.apply(pageConsole, args)
    }
  })
}

async function startWebKit(baseUrl: string): Promise<Engine> {
  const service = new DriverService.Builder('WebKitWebDriver').setLoopback(true).build()
  const browserOptions = {
    binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    args: ['--automation'],
  }
  const driver = await new Builder()
    .usingServer(await service.start())
    .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': browserOptions })
    .build()
    .catch((error: unknown) => service.kill().then(() => Promise.reject(error)))
  await driver.get(`${baseUrl}/robots.txt`)
  const find = (selector: string) => driver.findElement(By.css(selector))
  const otherWindow = (than: string) =>
    waitFor('a new window', async () =>
      (await driver.getAllWindowHandles()).find((handle) => handle !== than),
    )
  let shown = { path: '/', viewport: DESKTOP }

  const load = async (path: string, viewport = DESKTOP) => {
    const opener = await driver.getWindowHandle()
    await driver.executeScript(addOpener, new URL(path, baseUrl).href, viewport, RECORDER)
    await driver.findElement(By.id(RECORDER)).click()
    const opened = await otherWindow(opener)
    await driver.close()
    await driver.switchTo().window(opened)
    shown = { path, viewport }
  }

  return {
    load,
    // A new window rather than a reload, so that the page is recorded from its first script.
    reload: () => load(shown.path, shown.viewport),
    evaluate: (fn, ...args) => driver.executeScript(fn, ...args),
    click: (selector) => find(selector).click(),
    type: (selector, text) => find(selector).sendKeys(text.replaceAll('\n', Key.ENTER)),
    async select(selector, value) {
      // WebKitWebDriver finds an option out of view not interactable, and does not scroll to it.
      const select = await find(selector)
      await driver.executeScript((element: Element) => element.scrollIntoView(), select)
      await select.findElement(By.css(`option[value=${JSON.stringify(value)}]`)).click()
    },
    async clickOpeningWindow(selector) {
      const page = await driver.getWindowHandle()
      await find(selector).click()
      await driver.switchTo().window(await otherWindow(page))
      const url = await waitFor('an address', async () => {
        const url = await driver.getCurrentUrl()
        return url !== 'about:blank' && url
      })
      await driver.close()
      await driver.switchTo().window(page)
      return url
    },
    takeProblems: () =>
      driver.executeScript(
        (key: string) =>
          (window as unknown as Record<string, string[]>)[key]?.splice(0) ?? ['no recorder'],
        RECORDER,
      ),
    close: () => driver.quit().finally(() => service.kill()),
  }
}
