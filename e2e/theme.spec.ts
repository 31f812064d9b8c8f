import type { Page } from '@playwright/test'
import { markColors } from '../lib/logo-mark'
import { expect, test, THEME_STORAGE_KEY, waitForHydration } from './fixtures'

const PETAL = { light: markColors.light.petal, dark: markColors.dark.petal }

/**
 * The colour the browser painted inside the upright petal of the header's mark (left of its
 * vein, at 14,9 on the mark's 32-unit grid), read from a screenshot of the mark alone.
 */
async function petalColour(page: Page): Promise<string> {
  const shot = await page.getByRole('banner').locator('[data-logo-mark]').screenshot()
  return page.evaluate(async (base64) => {
    const png = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([png], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')!
    context.drawImage(bitmap, 0, 0)
    const x = Math.floor((bitmap.width * 14.5) / 32)
    const y = Math.floor((bitmap.height * 9) / 32)
    const [r, g, b] = context.getImageData(x, y, 1, 1).data
    return `#${[r, g, b].map((value) => value!.toString(16).padStart(2, '0')).join('')}`
  }, shot.toString('base64'))
}

const expectPetal = (page: Page, theme: keyof typeof PETAL) =>
  expect.poll(() => petalColour(page)).toBe(PETAL[theme])

test.describe('theme', () => {
  test('the exported HTML starts dark', async ({ request }) => {
    const html = await (await request.get('/')).text()
    expect(html).toMatch(/<html[^>]*class="dark"/)
  })

  test('follows a light OS preference when nothing is saved', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    await expectPetal(page, 'light')
  })

  test('follows a dark OS preference when nothing is saved', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expectPetal(page, 'dark')
  })

  test('toggles, is saved under the prefixed key, survives a reload and swaps the logo', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/sobre/')
    await waitForHydration(page)
    const html = page.locator('html')

    await page.getByRole('button', { name: 'Ativar tema claro' }).click()
    await expect(html).toHaveClass(/\blight\b/)
    await expectPetal(page, 'light')
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('light')

    await page.reload()
    await expect(html).toHaveClass(/\blight\b/)
    await waitForHydration(page)

    await page.getByRole('button', { name: 'Ativar tema escuro' }).click()
    await expect(html).toHaveClass(/\bdark\b/)
    await expectPetal(page, 'dark')
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark')
  })

  test('a saved choice beats the OS preference before the page paints', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY)
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/', { waitUntil: 'commit' })
    await expect(page.locator('header')).toBeAttached()
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    await expectPetal(page, 'light')
  })

  test('the logo mark is one drawing from the icon sprite, with no request of its own', async ({
    page,
  }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(new URL(request.url()).pathname))
    await page.goto('/')
    await waitForHydration(page)
    const marks = page.locator('[data-logo-mark]')
    await expect(marks).toHaveCount(2) // header and footer
    for (const mark of await marks.all()) {
      await expect(mark.locator('use')).toHaveAttribute('href', '/icons.svg#logo-mark')
    }
    expect(requests.filter((path) => path === '/icons.svg')).toHaveLength(1)
    expect(requests.filter((path) => path.startsWith('/brand/'))).toEqual([])
  })

  test('hydrating restyles only what it changes, not the whole page (light theme)', async ({
    browser,
    page,
  }) => {
    // In the dark theme next-themes takes the `dark` class off and puts it back as it hydrates,
    // which restyles the page once; that is the library's, and out of reach here.
    await page.emulateMedia({ colorScheme: 'light' })
    await browser.startTracing(page, { categories: ['devtools.timeline'] })
    await page.goto('/privacidade/')
    await waitForHydration(page)
    // Past the timers and frames the providers' mount effects schedule.
    await page.evaluate(
      () =>
        new Promise((done) =>
          setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done)), 10),
        ),
    )
    const elements = await page.evaluate(() => document.querySelectorAll('*').length)
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: {
        name: string
        ts: number
        args?: { data?: { url?: string }; elementCount?: number }
      }[]
    }
    const codeStart = traceEvents.find(
      (event) =>
        event.name === 'EvaluateScript' &&
        /\/_next\/static\/chunks\//.test(event.args?.data?.url ?? ''),
    )
    expect(codeStart, 'the page ran its code').toBeDefined()
    const restyled = traceEvents
      .filter((event) => event.name === 'UpdateLayoutTree' && event.ts > codeStart!.ts)
      .map((event) => Number(event.args?.elementCount ?? 0))
    expect(Math.max(0, ...restyled)).toBeLessThan(elements / 4)
  })
})
