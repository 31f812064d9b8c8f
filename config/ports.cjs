// The fixed ports the tests and the benchmark use on 127.0.0.1. All lie below 32768, outside the
// range Linux hands out for outgoing connections (32768-60999; macOS and Windows use 49152-65535):
// a browser's connection that happened to take one as its own end made the server meant for it
// fail with EADDRINUSE (a red CI run: the WebKit site's port, while Firefox was loading pages).
// CommonJS, so that lighthouserc.cjs can require it.

/** Playwright's static server (playwright.config.ts); E2E_PORT overrides it. */
const E2E_PORT = Number(process.env.E2E_PORT ?? 31731)

/** The Firefox and WebKit suite: the site for Firefox, the site for WebKit, WebKitWebDriver. */
const ENGINES_FIRST_PORT = Number(process.env.ENGINES_PORT ?? 31741)

/** The benchmark's static servers, one port each from here: the site and the floor, or A, B… */
const BENCH_FIRST_SERVER_PORT = 31801

/** The benchmark's photo origin, built into its export's photo URLs and CSP. */
const BENCH_PHOTO_PORT = 31880

/** Chromium's dead-end proxy under Lighthouse: nothing may listen there. */
const BENCH_PROXY_PORT = 31899

module.exports = {
  E2E_PORT,
  ENGINES_FIRST_PORT,
  BENCH_FIRST_SERVER_PORT,
  BENCH_PHOTO_PORT,
  BENCH_PROXY_PORT,
}
