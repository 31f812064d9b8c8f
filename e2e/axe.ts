import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

// Beside the WCAG rules, those of axe's best practices that keep a page's outline whole: one h1,
// headings in order, each landmark once or named apart.
const OUTLINE_RULES = [
  'page-has-heading-one',
  'heading-order',
  'landmark-one-main',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
]

export type Look = { theme: 'light' | 'dark'; width: number; height: number }

const LIGHT_1280: Look = { theme: 'light', width: 1280, height: 800 }
const DARK_1280: Look = { theme: 'dark', width: 1280, height: 800 }
const DARK_390: Look = { theme: 'dark', width: 390, height: 844 }
const LIGHT_390: Look = { theme: 'light', width: 390, height: 844 }

/**
 * Two looks that between them show both themes and both widths, paired one way for even indexes
 * and the other for odd ones: over the routes, the shell meets all four, and each page's colours
 * and layout are checked at half the cost of all four looks.
 */
export const twoLooks = (index: number): Look[] =>
  index % 2 === 0 ? [LIGHT_1280, DARK_390] : [DARK_1280, LIGHT_390]

export const PHONE_LOOKS = [DARK_390, LIGHT_390]

export const lookName = ({ theme, width }: Look) => `${theme} theme, ${width}px`

/** Switches the OS theme (which the site follows) and the window size, and waits for the page. */
export async function showAs(page: Page, { theme, width, height }: Look) {
  await page.setViewportSize({ width, height })
  await page.emulateMedia({ colorScheme: theme })
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
  await settled(page)
}

/** Waits until nothing is moving or fading (an endless animation, as a spinner's, aside). */
export async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getTiming().iterations !== Infinity,
            ).length,
      ),
    )
    .toBe(0)
}

/** No WCAG 2.2 A or AA violation, nor a broken outline, that axe finds on the page as it is. */
export async function expectNoViolations(page: Page) {
  const rules = Object.fromEntries(OUTLINE_RULES.map((rule) => [rule, { enabled: true }]))
  const { violations } = await new AxeBuilder({ page }).options({ rules }).withTags(TAGS).analyze()
  const summary = violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }))
  expect(summary).toEqual([])
}
