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

  test('build assets are cached for good', async ({ page, request }) => {
    await page.goto('/')
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
    const response = await request.get(script!)
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})

test.describe('Content-Security-Policy', () => {
  test.use({ expectedConsoleError: /Content Security Policy|^CSP violation: script-src/ })

  test('each page has its own policy, first in <head>', async ({ request }) => {
    const html = await (await request.get('/contato/')).text()
    expect(html).toMatch(
      /<head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
    )
    expect(html).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  })

  test('an inline script injected into a served page does not run', async ({ page }) => {
    await page.route('**/sobre/', async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(
        '</body>',
        '<script>document.documentElement.dataset.injected = "ran"</script></body>',
      )
      await route.fulfill({ response, body: html })
    })
    const violations: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text())
    })
    await page.goto('/sobre/')
    await waitForHydration(page)
    await expect(page.locator('html')).not.toHaveAttribute('data-injected', 'ran')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(violations.length).toBeGreaterThan(0)
    // The router may still be asking for the page (a HEAD) when the test ends.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })
})
