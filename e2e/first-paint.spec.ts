import { expect, ROUTES, test, waitForHydration } from './fixtures'

type PaintOrder = { firstContentfulPaint?: number; firstChunkFetch: number; chunks: number }

test.describe('first paint before JavaScript', () => {
  for (const route of ROUTES) {
    test(`${route} paints before it fetches a chunk script, then hydrates`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' })
      await page.goto(route)
      await waitForHydration(page)

      const order = await page.evaluate((): PaintOrder => {
        const chunks = performance
          .getEntriesByType('resource')
          .filter((entry) => /^\/_next\/static\/.+\.js$/.test(new URL(entry.name).pathname))
        return {
          firstContentfulPaint:
            performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          firstChunkFetch: Math.min(...chunks.map((entry) => entry.startTime)),
          chunks: chunks.length,
        }
      })
      expect(order.firstContentfulPaint).toBeDefined()
      expect(order.chunks).toBeGreaterThan(0)
      expect(order.firstChunkFetch).toBeGreaterThanOrEqual(order.firstContentfulPaint ?? Infinity)

      // Hydrated: a control that only React drives answers.
      await page.getByRole('button', { name: 'Ativar tema claro' }).click()
      await expect(page.locator('html')).toHaveClass(/\blight\b/)
    })
  }
})
