// lib/layout.ts's measures, held against the pages as Chromium draws them.
import { pages } from '../content/pages'
import { BREAKPOINTS } from '../lib/layout'
import { expect, test } from './fixtures'

test('the stylesheet changes the layout at the breakpoints lib/layout.ts names, and no other', async ({
  page,
}) => {
  await page.goto(pages.home.path)
  const widths = await page.evaluate(() => {
    const found = new Set<string>()
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSMediaRule) {
          for (const [, width] of rule.conditionText.matchAll(
            /width\s*(?:[<>]=?|:)\s*([\d.]+rem)/g,
          ))
            found.add(width!)
        }
        if ('cssRules' in rule) visit(rule.cssRules as CSSRuleList)
      }
    }
    // The site's one stylesheet, inlined by Next (sonner adds its own when a toast shows).
    const sheet = document.querySelector<HTMLStyleElement>('style[data-precedence]')!.sheet!
    visit(sheet.cssRules)
    return [...found].sort()
  })
  expect(widths).toEqual(Object.values(BREAKPOINTS).map((rem) => `${rem}rem`))
})

const PHOTO_PAGES = [pages.home.path, pages.about.path, pages.services.path]
const WIDTHS = [390, 768, 1024, 1280, 1440]

for (const path of PHOTO_PAGES) {
  test(`${path}: each photo's sizes give a slot at least as wide as the photo drawn, at most a quarter wider`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 })
    await page.goto(path)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      const photos = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('img[sizes]')].map((img) => {
          // What the browser takes from `sizes`: the first length whose media condition matches.
          const length = img.sizes
            .split(', ')
            .map((candidate) => /^(\(.+?\))?\s*(.+)$/.exec(candidate)!)
            .find(([, media]) => !media || matchMedia(media).matches)![2]!
          const probe = document.body.appendChild(document.createElement('div'))
          probe.style.cssText = `position: absolute; width: ${length}`
          const slot = probe.getBoundingClientRect().width
          probe.remove()
          return { drawn: img.getBoundingClientRect().width, slot }
        }),
      )
      expect(photos.length, `${width} px`).toBeGreaterThan(0)
      for (const { drawn, slot } of photos) {
        expect(slot, `${width} px`).toBeGreaterThanOrEqual(Math.floor(drawn))
        expect(slot, `${width} px`).toBeLessThanOrEqual(drawn * 1.25)
      }
    }
  })
}
