import { expect, IMAGE_HOST, test, waitForHydration } from './fixtures'
import { holdScripts } from './held-scripts'
import { fillContactForm, openCalls, recordWindowOpen } from './helpers'

test.describe('storage that throws', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      const blocked = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      }
      Storage.prototype.getItem = blocked
      Storage.prototype.setItem = blocked
      Storage.prototype.removeItem = blocked
    })
  })

  for (const scheme of ['light', 'dark'] as const) {
    test(`the theme still follows a ${scheme} OS`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto('/')
      await waitForHydration(page)
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`))
    })
  }

  test('the toggle still switches the theme, without saving it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/sobre/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Ativar tema claro' }).click()
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
  })

  test('the contact form still sends', async ({ page }) => {
    await recordWindowOpen(page)
    await page.goto('/contato/')
    await waitForHydration(page)
    await fillContactForm(page, {
      name: 'Ana',
      email: 'ana@empresa.com.br',
      subject: 'Outros',
      message: 'Olá',
    })
    await page.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click()
    expect(await openCalls(page)).toHaveLength(1)
    await expect(page.locator('[data-sonner-toast]')).toContainText(
      'Abrimos uma conversa no WhatsApp',
    )
  })
})

test.describe('the image host unreachable', () => {
  test.use({ expectedConsoleError: /Failed to load resource/ })

  for (const path of ['/', '/sobre/', '/servicos/']) {
    test(`${path} keeps its layout and shows the description`, async ({ page, context }) => {
      await context.unroute(`${IMAGE_HOST}/**`)
      await context.route(`${IMAGE_HOST}/**`, (route) => route.abort('connectionrefused'))
      await page.addInitScript(() => {
        const shifts: number[] = []
        Object.assign(window, { __shifts: shifts })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as PerformanceEntry[] &
            { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value)
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(path)
      await waitForHydration(page)
      const image = page.locator('main img').first()
      await image.scrollIntoViewIfNeeded()
      await expect(image).toHaveAttribute('alt', /.+/)
      const box = await image.boundingBox()
      expect(box!.height).toBeGreaterThan(150)
      // The description is painted over the broken image, in the frame's tint.
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
        (window as unknown as { __shifts: number[] }).__shifts.reduce(
          (sum, value) => sum + value,
          0,
        ),
      )
      expect(shift).toBeLessThanOrEqual(0.01)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
})

test.describe('a slow network', () => {
  test('pages are readable before their scripts arrive', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/servicos/', { waitUntil: 'domcontentloaded' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Como Trabalhamos' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Solicitar Orçamento' })).toBeVisible()
    const opacity = await page.evaluate(
      () => getComputedStyle(document.querySelector('main')!).opacity,
    )
    expect(opacity).toBe('1')
    release()
    await waitForHydration(page)
  })
})
