import { expect, test, waitForHydration } from './fixtures'

test.describe('/sobre', () => {
  test('ends with a way forward: a call to contact the team', async ({ page }) => {
    await page.goto('/sobre/')
    const main = page.getByRole('main')
    const cta = main.getByRole('region', { name: 'Vamos conversar sobre a sua empresa?' })
    await expect(cta).toBeVisible()
    // It closes the page: nothing in the main content comes after it.
    expect(
      await cta.evaluate((section) => {
        const sections = [...document.querySelectorAll('main section')]
        return sections.at(-1) === section
      }),
    ).toBe(true)
    await waitForHydration(page)
    await cta.getByRole('link', { name: 'Fale Conosco' }).click()
    await expect(page).toHaveURL(/\/contato\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Entre em Contato' })).toBeVisible()
  })

  test('the values take the width of the other sections at 1280 and 768 px', async ({ page }) => {
    await page.goto('/sobre/')
    for (const width of [1280, 768]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 })
        const values = (await page
          .getByRole('region', { name: 'Nossos valores' })
          .getByRole('list')
          .boundingBox())!
        const missionVision = await page
          .getByRole('region', { name: 'Missão e visão' })
          .locator('article')
          .first()
          .evaluate((article) => {
            const box = article.parentElement!.getBoundingClientRect()
            return { x: box.x, width: box.width }
          })
        expect(values.x).toBeCloseTo(missionVision.x, 0)
        expect(values.width).toBeCloseTo(missionVision.width, 0)
      })
    }
  })
})
