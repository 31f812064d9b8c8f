// Timed as INP counts them: the longest Event Timing entry (none of 16 ms or more: 16).
import { chromium, devices, type Browser } from '@playwright/test'
import { searchHref } from '@/content/pages'
import { median } from './judge'
import { range, table } from './report'

// A tap is a phone's, the rest a desktop's; a fresh context is in the light theme.
const INTERACTIONS = [
  ['theme toggle', '/', 'tap', 'header button:has-text("Ativar tema")', 'html.dark'],
  ['menu toggle (phone)', '/', 'tap', 'header details > summary', 'header details[open] nav'],
  ['header link', '/', 'click', 'header nav:visible [href="/servicos/"]', '/servicos/'],
  ['empty contact submit', '/contato/', 'click', 'main [type=submit]', '[aria-invalid=true]'],
  ['typing in a field', '/contato/', 'A', '#contato-name', '#contato-name:not(:placeholder-shown)'],
  ['header search with Enter', '/', 'Enter', '#busca-topo', searchHref('dados')],
] as const

const TARGET_MS = 200
type Interaction = (typeof INTERACTIONS)[number]
type Entry = PerformanceEntry & { interactionId?: number }

async function timeOnce(browser: Browser, origin: string, interaction: Interaction) {
  const [, route, input, selector, answered] = interaction
  const device = input === 'tap' ? devices['Pixel 7'] : { viewport: { width: 1280, height: 800 } }
  const context = await browser.newContext(device)
  try {
    const page = await context.newPage()
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(origin + route)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 })
    const control = page.locator(selector)
    if (input === 'Enter') await control.fill('dados')
    if (input === 'A') await control.focus()
    // No named functions in what runs in the page: tsx would wrap them in a helper it lacks.
    await page.evaluate(() => {
      const longest = new Promise((resolve) =>
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as Entry[]
          const id = entries.find((entry) => entry.interactionId)?.interactionId
          const own = entries.filter((entry) => id && entry.interactionId === id)
          if (own.length) resolve(Math.max(...own.map((entry) => entry.duration)))
        }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit),
      )
      Object.assign(window, { longest })
    })
    if (input === 'tap' || input === 'click') await control[input]()
    else await page.keyboard.press(input)
    if (answered.startsWith('/')) await page.waitForURL(`**${answered}`)
    else await page.locator(answered).first().waitFor({ state: 'attached' })
    // None within a second of the answer: no event reached 16 ms.
    return await page.evaluate(() => {
      const { longest } = window as unknown as { longest: Promise<number> }
      return Promise.race([
        longest,
        new Promise<number>((resolve) => setTimeout(resolve, 1000, 16)),
      ])
    })
  } finally {
    await context.close()
  }
}

export async function timeInteractions(origins: Record<string, string>, runs: number) {
  const names = Object.keys(origins)
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  })
  const ms = INTERACTIONS.map(() => names.map(() => [] as number[]))
  try {
    for (let run = 0; run < runs; run++)
      for (const [i, interaction] of INTERACTIONS.entries())
        for (const [o, name] of names.entries()) {
          ms[i]![o]!.push(await timeOnce(browser, origins[name]!, interaction))
          console.log(`  ${interaction[0]} on ${name}: ${ms[i]![o]!.at(-1)!.toFixed()} ms`)
        }
  } finally {
    await browser.close()
  }
  const head = ['interaction', 'route', ...names.map((name) => `${name} ms (≤ ${TARGET_MS})`)]
  const rows = INTERACTIONS.map(([name, route], i) => [name, route, ...ms[i]!.map((t) => range(t))])
  const failed = ms.filter((times) => !(median(times[0]!) <= TARGET_MS)).length
  return { table: table([head, ...rows]), failed }
}
