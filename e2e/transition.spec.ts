import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

type Frame = { transform: string; opacity: number }

/** Samples the entering page every frame while `navigate` runs, until it has settled. */
async function framesOf(page: Page, navigate: () => Promise<void>): Promise<Frame[]> {
  await page.evaluate(() => {
    const frames: Frame[] = []
    Object.assign(window, { __frames: frames })
    const sample = () => {
      const wrapper = document.querySelector('main > div')
      if (wrapper) {
        const style = getComputedStyle(wrapper)
        frames.push({ transform: style.transform, opacity: Number(style.opacity) })
      }
      requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
  await navigate()
  const frames = () => page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames)
  // Settled: the page faded in and is now still and opaque.
  await expect
    .poll(async () => {
      const all = await frames()
      const started = all.some((frame) => frame.opacity < 1)
      const last = all.at(-1)
      return started && last?.opacity === 1 && last.transform === 'none'
    })
    .toBe(true)
  return frames()
}

const offsets = (frames: Frame[]) =>
  frames.map((frame) => Number(frame.transform.match(/, ([\d.]+)\)$/)?.[1] ?? 0))

test.describe('page transition', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('the first click on a header link slides the page in from 40 px and fades it', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const frames = await framesOf(page, () =>
      page.getByRole('banner').getByRole('link', { name: 'Sobre' }).click(),
    )
    await expect(page).toHaveURL(/\/sobre\/$/)
    expect(Math.max(...offsets(frames))).toBeGreaterThan(20)
    expect(Math.max(...offsets(frames))).toBeLessThanOrEqual(40)
    expect(Math.min(...frames.map((frame) => frame.opacity))).toBeLessThan(0.5)
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test('the first tap on a header link animates too', async ({ page }) => {
      await page.goto('/sobre/')
      await waitForHydration(page)
      const frames = await framesOf(page, () =>
        page
          .getByRole('banner')
          .getByRole('link', { name: /página inicial/ })
          .tap(),
      )
      await expect(page).toHaveURL(/\/$/)
      expect(Math.max(...offsets(frames))).toBeGreaterThan(20)
    })
  })

  test('the first load does not animate: the exported page is visible as it arrives', async ({
    page,
  }) => {
    await page.goto('/servicos/')
    await waitForHydration(page)
    const wrapper = page.locator('main > div')
    await expect(wrapper).toHaveCSS('opacity', '1')
    await expect(wrapper).toHaveCSS('transform', 'none')
    expect(await wrapper.getAttribute('style')).toBeNull()
  })
})

test.describe('page transition with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('a client navigation fades without moving the page', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const frames = await framesOf(page, () =>
      page.getByRole('banner').getByRole('link', { name: 'Sobre' }).click(),
    )
    expect(new Set(frames.map((frame) => frame.transform))).toEqual(new Set(['none']))
  })
})
