import { contactForm } from '@/content/contact'
import { pages } from '@/content/pages'
import { header } from '@/content/shell'
import { toasts } from '@/content/toasts'
import { expect, IMAGE_HOST, test, waitForHydration } from './fixtures'
import { fillContactForm, holdScripts, openCalls, overflowX, recordWindowOpen } from './helpers'

test('storage that throws: the theme and the form still work', async ({ page }) => {
  await page.addInitScript(() => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    Object.assign(Storage.prototype, { getItem: blocked, setItem: blocked, removeItem: blocked })
  })
  await recordWindowOpen(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto(pages.contact.path)
  await waitForHydration(page)
  const html = page.locator('html')
  await expect(html).toHaveClass(/\bdark\b/)
  await page.getByRole('button', { name: header.themeToggle.toLight }).click()
  await expect(html).toHaveClass(/\blight\b/)
  await fillContactForm(page)
  await page.getByRole('button', { name: contactForm.submit }).click()
  await expect(page.locator('[data-sonner-toast]')).toContainText(toasts.sent.title)
  expect(await openCalls(page)).toHaveLength(1)
  await expect(page.getByLabel(contactForm.fields.name.label)).toHaveValue('')
})

test.describe('the image host unreachable', () => {
  test.use({ expectedConsoleError: /Failed to load resource/ })

  for (const path of [pages.services.path]) {
    test(`${path} keeps its layout and shows the description`, async ({ page, context }) => {
      let fail = () => {}
      const failing = new Promise<void>((resolve) => (fail = resolve))
      await context.unroute(`${IMAGE_HOST}/**`)
      await context.route(`${IMAGE_HOST}/**`, async (route) => {
        await failing
        await route.abort('connectionrefused')
      })
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      // The photo fails once the fonts are in: what moves then is the failure's doing alone.
      await page.evaluate(async () => {
        void document.body.offsetHeight
        await document.fonts.ready
        const shifts: number[] = []
        Object.assign(window, { __shifts: shifts })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            shifts.push(entry.value)
        }).observe({ type: 'layout-shift' })
      })
      fail()
      await waitForHydration(page)
      const image = page.locator('main img').first()
      await image.scrollIntoViewIfNeeded()
      expect((await image.boundingBox())!.height).toBeGreaterThan(150)
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && !img.naturalWidth))
        .toBe(true)
      const after = await image.evaluate((img) => {
        const style = getComputedStyle(img, '::after')
        return { text: style.content, background: style.backgroundColor }
      })
      expect(after.text).toBe(JSON.stringify(await image.getAttribute('alt')))
      expect(after.background).not.toBe('rgba(0, 0, 0, 0)')
      const shift = await page.evaluate(() =>
        (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, v) => sum + v, 0),
      )
      expect(shift).toBeLessThanOrEqual(0.01)
      expect(await overflowX(page)).toBeLessThanOrEqual(0)
    })
  }
})

test('on a slow network a page is readable before its scripts arrive', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto(pages.services.path, { waitUntil: 'domcontentloaded' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The page transition's wrapper: nothing waits for a script to fade it in.
  await expect(page.locator('main > div')).toHaveCSS('opacity', '1')
  await expect(page.getByRole('main').getByRole('link').last()).toBeVisible()
  release()
  await waitForHydration(page)
})
