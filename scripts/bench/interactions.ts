// A visitor's first interactions, timed as INP counts them: the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate), real mouse, touch and keyboard input through Playwright, and
// the longest Event Timing entry of the interaction (PerformanceObserver, durationThreshold 16).
import { chromium, devices, type Browser, type Page } from '@playwright/test'
import { searchHref } from '../../content/pages'
import { summarize } from './stats'

type Interaction = {
  name: string
  route: string
  phone?: boolean
  /** Brings the page to the moment before the interaction (nothing timed here). */
  prepare?: (page: Page) => Promise<void>
  /** The interaction itself, then what the visitor sees when it has answered. */
  act: (page: Page) => Promise<void>
}

const themeToggle = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Ativar tema/ })

export const INTERACTIONS: Interaction[] = [
  {
    name: 'theme toggle',
    route: '/',
    phone: true,
    act: async (page) => {
      const dark = await page.locator('html').evaluate((html) => html.classList.contains('dark'))
      await themeToggle(page).tap()
      await page.waitForFunction(
        (was) => document.documentElement.classList.contains('dark') !== was,
        dark,
      )
    },
  },
  {
    name: 'menu toggle (phone)',
    route: '/',
    phone: true,
    act: async (page) => {
      await page.locator('header details > summary').tap()
      await page.locator('header details[open] nav').waitFor()
    },
  },
  {
    name: 'header link',
    route: '/',
    act: async (page) => {
      await page
        .getByRole('navigation', { name: 'Navegação principal' })
        .getByRole('link', { name: 'Serviços' })
        .click()
      await page.waitForURL('**/servicos/')
    },
  },
  {
    name: 'empty contact submit',
    route: '/contato/',
    act: async (page) => {
      await page.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click()
      await page.locator('[aria-invalid="true"]').first().waitFor()
    },
  },
  {
    name: 'typing in a form field',
    route: '/contato/',
    prepare: (page) => page.locator('#contato-name').focus(),
    act: async (page) => {
      await page.keyboard.press('A')
      await page.waitForFunction(
        () => (document.getElementById('contato-name') as HTMLInputElement).value === 'A',
      )
    },
  },
  {
    name: 'header search with Enter',
    route: '/',
    prepare: (page) => page.locator('#busca-topo').fill('dados'),
    act: async (page) => {
      await page.locator('#busca-topo').press('Enter')
      await page.waitForURL(`**${searchHref('dados')}`)
    },
  },
]

// Event Timing entries from the start of the page, kept where the script can read them.
function observeEvents() {
  const entries: { id: number; duration: number }[] = []
  Object.assign(window, { __eventEntries: entries })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & {
      interactionId: number
    })[]) {
      if (entry.interactionId) entries.push({ id: entry.interactionId, duration: entry.duration })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

/** The longest entry of the first interaction after `since` entries; 16 if none reached 16 ms. */
async function firstInteractionMs(page: Page, since: number): Promise<number> {
  const read = () =>
    page.evaluate(
      (from) =>
        (
          window as unknown as { __eventEntries: { id: number; duration: number }[] }
        ).__eventEntries.slice(from),
      since,
    )
  // Entries arrive after the next paint; give them until a frame or two after the outcome.
  for (let tries = 0; tries < 20; tries++) {
    const entries = await read()
    if (entries.length) {
      const first = entries[0]!.id
      return Math.max(
        ...entries.filter((entry) => entry.id === first).map((entry) => entry.duration),
      )
    }
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
    )
  }
  return 16
}

async function timeOnce(
  browser: Browser,
  origin: string,
  interaction: Interaction,
): Promise<number> {
  const device = interaction.phone ? devices['Pixel 7'] : { viewport: { width: 1280, height: 800 } }
  const context = await browser.newContext({ ...device, serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    await page.addInitScript(observeEvents)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(origin + interaction.route)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 })
    await interaction.prepare?.(page)
    const since = await page.evaluate(
      () => (window as unknown as { __eventEntries: unknown[] }).__eventEntries.length,
    )
    await interaction.act(page)
    return await firstInteractionMs(page, since)
  } finally {
    await context.close()
  }
}

/** Each interaction `runs` times on each origin, interleaved; durations in ms per origin. */
export async function timeInteractions(origins: string[], runs: number, log = console.log) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  })
  const results = new Map<string, number[][]>(
    INTERACTIONS.map((i) => [i.name, origins.map(() => [])]),
  )
  try {
    for (let round = 0; round < runs; round++) {
      for (const interaction of INTERACTIONS) {
        for (const [index, origin] of origins.entries()) {
          const ms = await timeOnce(browser, origin, interaction)
          results.get(interaction.name)![index]!.push(ms)
          log(`  ${interaction.name} on ${origin}: ${Math.round(ms)} ms`)
        }
      }
    }
  } finally {
    await browser.close()
  }
  return INTERACTIONS.map((interaction) => ({
    name: interaction.name,
    route: interaction.route,
    stats: results.get(interaction.name)!.map(summarize),
  }))
}
