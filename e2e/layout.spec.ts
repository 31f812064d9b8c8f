// lib/layout.ts's breakpoints, held against the stylesheet Chromium reads (its photo widths:
// design.spec.ts, at every width it draws).
import { pages } from '@/content/pages'
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
