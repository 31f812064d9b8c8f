import type { Page } from '@playwright/test'
import { mainNav } from '@/content/navigation'
import { pages, searchHref } from '@/content/pages'
import { footer } from '@/content/shell'
import { expect, test, waitForHydration } from './fixtures'
import { isMarkedDocument, markDocument } from './helpers'

/** The page's own policy alone: the header's, with the same rules, would hide its loss. */
const withOwnPolicyOnly = (page: Page) =>
  page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await route.fetch()
    const headers = response.headers()
    delete headers['content-security-policy']
    await route.fulfill({ response, headers })
  })

test.describe('an inline script injected into a served page', () => {
  test.use({ expectedConsoleError: /Content Security Policy|^CSP violation: script-src/ })

  test('does not run, and is reported', async ({ page, consoleErrors }) => {
    // Once: the hydrated router fetches the address again.
    await page.route(
      `**${pages.about.path}`,
      async (route) => {
        const response = await route.fetch()
        const body = (await response.text()).replace(
          '</body>',
          '<script>document.documentElement.dataset.injected = "ran"</script></body>',
        )
        await route.fulfill({ response, body })
      },
      { times: 1 },
    )
    await page.goto(pages.about.path)
    await waitForHydration(page)
    await expect(page.locator('html')).not.toHaveAttribute('data-injected', 'ran')
    expect(consoleErrors).toContainEqual(expect.stringMatching(/^CSP violation: script-src/))
  })
})

test('under the Trusted Types policy, client navigation works', async ({ page }) => {
  await withOwnPolicyOnly(page)
  // The search page shows this query as text, never through a sink.
  await page.goto(searchHref('<img src=x onerror=alert(1)>'))
  await waitForHydration(page)
  expect(
    await page.evaluate(
      () =>
        (window as { trustedTypes?: { defaultPolicy?: { name: string } } }).trustedTypes
          ?.defaultPolicy?.name,
    ),
  ).toBe('default')
  // Chunks and React's JSON-LD <script> go through the policy: a refusal means a full load.
  await markDocument(page)
  const [home, ...others] = mainNav
  for (const { label, href } of [
    ...others,
    { label: footer.privacyLink, href: pages.privacy.path },
    { label: footer.accessibilityLink, href: pages.accessibility.path },
    home!,
  ]) {
    await page.getByRole('link', { name: label, exact: true }).first().click()
    await expect(page).toHaveURL(href)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  expect(await isMarkedDocument(page)).toBe(true)
})

test.describe('a foreign string that reaches a sink', () => {
  test.use({
    expectedConsoleError:
      /requires 'Trusted(HTML|ScriptURL)' assignment|^CSP violation: require-trusted-types-for/,
  })

  test('is refused and reported', async ({ page, consoleErrors }) => {
    await withOwnPolicyOnly(page)
    await page.goto(pages.search.path)
    await waitForHydration(page)
    const refused = await page.evaluate(() => {
      const attempt = (sink: () => void) => {
        try {
          sink()
          return 'ran'
        } catch (error) {
          return (error as Error).name
        }
      }
      const markup = '<img src="x" onerror="document.documentElement.dataset.injected = 1">'
      return [
        attempt(() => (document.createElement('div').innerHTML = markup)),
        attempt(() => (document.createElement('script').src = 'https://evil.example/a.js')),
      ]
    })
    expect(refused).toEqual(['TypeError', 'TypeError'])
    for (const sample of ['Element innerHTML|<img', 'HTMLScriptElement src|https://evil'])
      await expect.poll(() => consoleErrors.join('\n')).toContain(`(${sample}`)
  })
})
