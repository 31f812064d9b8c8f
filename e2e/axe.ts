import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

// Of axe's best practices, those that keep a page's outline whole.
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

// Over the routes the shell meets all four looks, each page two: half the cost.
export const twoLooks = (index: number): Look[] =>
  index % 2 === 0 ? [LIGHT_1280, DARK_390] : [DARK_1280, LIGHT_390]

export const PHONE_LOOKS = [DARK_390, LIGHT_390]

export const lookName = ({ theme, width }: Look) => `${theme} theme, ${width}px`

export async function showAs(page: Page, { theme, width, height }: Look) {
  await page.setViewportSize({ width, height })
  await page.emulateMedia({ colorScheme: theme })
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
  await settled(page)
}

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
                animation.timeline === document.timeline &&
                animation.effect?.getTiming().iterations !== Infinity,
            ).length,
      ),
    )
    .toBe(0)
}

export async function expectNoViolations(page: Page) {
  const rules = Object.fromEntries(OUTLINE_RULES.map((rule) => [rule, { enabled: true }]))
  const { violations } = await new AxeBuilder({ page }).options({ rules }).withTags(TAGS).analyze()
  expect(violations.map(described), 'axe: what to change, element by element').toEqual([])
}

type Found = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

// What axe knows of each element, in its words: for contrast, the two colours and the ratio.
const described = ({ id, help, nodes }: Found) => [
  `${id}: ${help}`,
  ...nodes.slice(0, 5).map(({ target, any, all, none }) => {
    const checks = [...any, ...all, ...none]
    const c = checks.find((check) => check.id === 'color-contrast')?.data as Record<string, string>
    const why = c?.fgColor
      ? `${c.fgColor} on ${c.bgColor}, ${c.contrastRatio}:1 (needs ${c.expectedContrastRatio})`
      : checks.map((check) => check.message).join(' ')
    return `${target.join(' ')}: ${why}`
  }),
]
