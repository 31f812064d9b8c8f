import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

export type Look = { theme: 'light' | 'dark'; width: number; height: number }

/**
 * Both themes at both widths, in an order that changes one thing at a time, so that a page is
 * checked in all four from a single load.
 */
export const LOOKS: Look[] = [
  { theme: 'light', width: 1280, height: 800 },
  { theme: 'dark', width: 1280, height: 800 },
  { theme: 'dark', width: 390, height: 844 },
  { theme: 'light', width: 390, height: 844 },
]

/**
 * Two of the four looks that between them show both themes and both widths, paired one way for
 * even `index`es and the other way for odd ones. A page's colours are checked in each theme, its
 * layout at each width, and the shell, on every page, meets all four: the same page in all four
 * looks checked the same rules again at twice the cost.
 */
export function twoLooks(index: number): Look[] {
  const [light1280, dark1280, dark390, light390] = LOOKS as [Look, Look, Look, Look]
  return index % 2 === 0 ? [light1280, dark390] : [dark1280, light390]
}

export const lookName = ({ theme, width }: Look) => `${theme} theme, ${width}px`

/**
 * Switches the OS theme and the window size, and waits until the page has followed: next-themes
 * follows the OS preference as it changes (with transitions off while it switches), and the
 * layout follows the window.
 */
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

/** No WCAG 2.2 A or AA violation that axe finds on the page as it is now. */
export async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  const summary = violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }))
  expect(summary).toEqual([])
}
