import { SITE_URL } from '../config/settings'
import { mainNav } from '../content/navigation'
import { pages, searchHref } from '../content/pages'
import { footer } from '../content/shell'
import { SECURITY_TXT_PATH } from '../lib/security-txt'
import { securityTxtProblems } from '../scripts/check-security-txt'
import { TRUSTED_TYPES } from '../scripts/post-build/csp'
import { CHUNK_DIR } from '../scripts/lib/export'
import { expect, test, waitForHydration } from './fixtures'
import type { TrustedTypesWindow } from './helpers'

test.describe('headers from the local server', () => {
  test('pages carry the security headers and revalidate', async ({ request }) => {
    const response = await request.get('/servicos/')
    const headers = response.headers()
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=()',
    )
    expect(headers['content-security-policy']).toBe(`frame-ancestors 'none'; ${TRUSTED_TYPES}`)
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  })

  test('security.txt is plain text that names the contact and expires within a year', async ({
    request,
  }) => {
    const response = await request.get(SECURITY_TXT_PATH)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8')
    expect(securityTxtProblems(await response.text(), new Date(), SITE_URL)).toEqual([])
  })

  test('build assets are cached for good', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const [script] = /\/_next\/static\/[^"]+\.js/.exec(html) ?? []
    expect(script, 'a script of the build').toBeDefined()
    const response = await request.get(script!)
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})

test.describe('Content-Security-Policy', () => {
  test.use({ expectedConsoleError: /Content Security Policy|^CSP violation: script-src/ })

  // That each page's policy is first in <head>, strict, and names exactly its inline scripts is
  // checked on every exported page by post-build (scripts/post-build/csp.ts), which fails the
  // build otherwise; the fixture fails any test on a violation.

  test('an inline script injected into a served page does not run', async ({ page }) => {
    // The document only: once hydrated the page fetches its own address again (the router's
    // data), which a handler could still be waiting on when the test ends.
    await page.route(
      '**/sobre/',
      async (route) => {
        const response = await route.fetch()
        const html = (await response.text()).replace(
          '</body>',
          '<script>document.documentElement.dataset.injected = "ran"</script></body>',
        )
        await route.fulfill({ response, body: html })
      },
      { times: 1 },
    )
    const violations: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text())
    })
    await page.goto('/sobre/')
    await waitForHydration(page)
    await expect(page.locator('html')).not.toHaveAttribute('data-injected', 'ran')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(violations.length).toBeGreaterThan(0)
  })
})

/** The pages a visitor reaches by a link of the header or the footer, each with its link. */
const LINKED_PAGES: { label: string; href: string; where: 'banner' | 'contentinfo' }[] = [
  ...[...mainNav.slice(1), mainNav[0]!].map((link) => ({ ...link, where: 'banner' as const })),
  { label: footer.privacyLink, href: pages.privacy.path, where: 'contentinfo' },
  { label: footer.accessibilityLink, href: pages.accessibility.path, where: 'contentinfo' },
]

// A script of the site's own origin, loaded as the runtime loads a chunk: it tries each kind of
// sink with a string an attacker could bring, and records what the browser did with it.
const SINK_PROBE = `(() => {
  const results = {}
  const attempt = (name, sink) => {
    try {
      sink()
      results[name] = 'ran'
    } catch (error) {
      results[name] = error.name
    }
  }
  const code = 'document.documentElement.dataset.injected = 1'
  const markup = '<img src="x" onerror="' + code + '">'
  attempt('innerHTML', () => { document.createElement('div').innerHTML = markup })
  attempt('insertAdjacentHTML', () => document.body.insertAdjacentHTML('beforeend', markup))
  attempt('srcdoc', () => { document.createElement('iframe').srcdoc = markup })
  attempt('cross-origin script', () => { document.createElement('script').src = 'https://evil.example/a.js' })
  attempt('.. script', () => { document.createElement('script').src = '${CHUNK_DIR}../../a.js' })
  attempt('script text', () => { document.createElement('script').text = code })
  attempt('string setTimeout', () => setTimeout(code))
  attempt('eval', () => eval(code))
  attempt('another policy', () => trustedTypes.createPolicy('other', { createHTML: (html) => html }))
  window.__sinks = results
})()`

test.describe('Trusted Types', () => {
  test('the policy exists before the page runs, and client navigation to every page works under it', async ({
    page,
  }) => {
    // The search page shows what a visitor typed: as text, never through a sink.
    await page.goto(searchHref('<img src=x onerror=alert(1)>'))
    await waitForHydration(page)
    expect(
      await page.evaluate(() => (window as TrustedTypesWindow).trustedTypes?.defaultPolicy?.name),
    ).toBe('default')
    // Each page loads its chunks through the policy, and React creates its JSON-LD <script> with
    // an innerHTML the policy must let through: a refusal ends on a full load or the error page.
    await page.evaluate(() => Object.assign(window, { __samePage: true }))
    for (const { label, href, where } of LINKED_PAGES) {
      await page.getByRole(where).getByRole('link', { name: label, exact: true }).first().click()
      await expect(page).toHaveURL(href)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
    expect(await page.evaluate(() => '__samePage' in window)).toBe(true)
  })

  test.describe('strings that reach a sink', () => {
    test.use({
      expectedConsoleError:
        /requires 'Trusted(HTML|Script|ScriptURL)' assignment|TrustedTypePolicy named 'other'|^CSP violation: (require-trusted-types-for|trusted-types|script-src) /,
    })

    test('are refused and reported: markup, a foreign or .. script URL, script text, a new policy', async ({
      page,
      consoleErrors,
    }) => {
      const probe = `${CHUNK_DIR}sink-probe.js`
      await page.route(`**${probe}`, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: SINK_PROBE }),
      )
      await page.goto(pages.search.path)
      await waitForHydration(page)
      // Loading the probe passes the policy as a chunk does.
      const sinks = await page.evaluate(async (src) => {
        const script = document.createElement('script')
        script.src = src
        const loaded = new Promise((resolve) => script.addEventListener('load', resolve))
        document.head.append(script)
        await loaded
        return (window as unknown as { __sinks: Record<string, string> }).__sinks
      }, probe)
      expect(sinks).toEqual({
        innerHTML: 'TypeError',
        insertAdjacentHTML: 'TypeError',
        srcdoc: 'TypeError',
        'cross-origin script': 'TypeError',
        '.. script': 'TypeError',
        'script text': 'TypeError',
        'string setTimeout': 'TypeError',
        eval: 'EvalError',
        'another policy': 'TypeError',
      })
      await expect(page.locator('html')).not.toHaveAttribute('data-injected')
      const refused = consoleErrors.filter((text) => text.startsWith('CSP violation: require-'))
      for (const sample of [
        'Element innerHTML|<img',
        'Element insertAdjacentHTML|<img',
        'HTMLIFrameElement srcdoc|<img',
        'HTMLScriptElement src|https://evil.example/a.js',
        `HTMLScriptElement src|${CHUNK_DIR}../../a.js`,
        'HTMLScriptElement text|document',
        'Window setTimeout|document',
        'eval|document',
      ])
        expect(
          refused.some((text) => text.includes(`(${sample}`)),
          sample,
        ).toBe(true)
      expect(consoleErrors).toContainEqual(expect.stringMatching(/^CSP violation: trusted-types /))
    })
  })
})
