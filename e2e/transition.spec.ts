import type { Page } from '@playwright/test'
import { pages } from '@/content/pages'
import { header } from '@/content/shell'
import { expect, test, waitForHydration } from './fixtures'

type Frame = { offset: number; opacity: number }

async function framesOf(page: Page, navigate: () => Promise<void>): Promise<Frame[]> {
  await page.evaluate(() => {
    const frames: Frame[] = []
    Object.assign(window, { __frames: frames })
    const sample = () => {
      const wrapper = document.querySelector('main > div')
      if (wrapper) {
        const { transform, opacity } = getComputedStyle(wrapper)
        frames.push({ offset: new DOMMatrix(transform).m42, opacity: Number(opacity) })
      }
      requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
  await navigate()
  const frames = () => page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames)
  await expect
    .poll(async () => {
      const all = await frames()
      const last = all.at(-1)
      return all.some((frame) => frame.opacity < 1) && last?.opacity === 1 && last.offset === 0
    })
    .toBe(true)
  return frames()
}

const headerLink = (page: Page, name: string | RegExp) =>
  page.getByRole('banner').getByRole('link', { name })

test.describe('page transition', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('the first load does not animate; a client navigation slides the page in from 40 px, fading', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const wrapper = page.locator('main > div')
    await expect(wrapper).toHaveCSS('opacity', '1')
    await expect(wrapper).toHaveCSS('transform', 'none')
    expect(await wrapper.getAttribute('style')).toBeNull()
    const frames = await framesOf(page, () => headerLink(page, pages.about.navLabel).click())
    const offsets = frames.map((frame) => frame.offset)
    expect(Math.max(...offsets)).toBeGreaterThan(20)
    expect(Math.max(...offsets)).toBeLessThanOrEqual(40)
    expect(Math.min(...frames.map((frame) => frame.opacity))).toBeLessThan(0.5)
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test('the first tap on a header link animates too', async ({ page }) => {
      await page.goto(pages.about.path)
      await waitForHydration(page)
      const frames = await framesOf(page, () => headerLink(page, header.homeLabel).tap())
      expect(Math.max(...frames.map((frame) => frame.offset))).toBeGreaterThan(20)
    })
  })
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('a client navigation fades without moving the page', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const frames = await framesOf(page, () => headerLink(page, pages.about.navLabel).click())
    expect(frames.map((frame) => frame.offset)).toEqual(frames.map(() => 0))
  })

  test('the framed service is drawn in without motion', async ({ page }) => {
    const target = page.locator('[id="suporte-tecnico"]')
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto(`${pages.services.path}#suporte-tecnico`)
    await expect(target).not.toHaveCSS('animation-name', 'none')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect(target).toHaveCSS('animation-name', 'none')
    await expect(target).toHaveCSS('outline-style', 'solid')
  })
})
