import { expect, test, waitForHydration } from './fixtures'

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
    expect(headers['content-security-policy']).toBe("frame-ancestors 'none'")
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate')
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
