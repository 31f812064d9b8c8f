import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { LAUNCH_FIXTURE_EXPORT } from './scripts/build-launch-fixture'

// Below 32768, outside the range Linux hands out for a connection's own end: a fixed port there
// once collided with a browser's connection (EADDRINUSE). E2E_PORT overrides it.
const E2E_PORT = Number(process.env.E2E_PORT ?? 31731)
const BASE_URL = `http://127.0.0.1:${E2E_PORT}`

// Two runs, one export each. By default: every spec but analytics.spec.ts, against out/. With
// LAUNCH_FIXTURE=1 (and the settings and tsconfig that build had: package.json's test:e2e): the
// launch-fixture export (npm run build:launch-fixture), built with the launch fixture's facts in
// place of the owner's, measuring visits, as a preview: analytics.spec.ts, preview-toolbar.spec.ts
// and, again, every test tagged @facts (e2e/helpers.ts), which pass there only if they read the
// company's facts from content/, as that build does.
const LAUNCH_FIXTURE = process.env.LAUNCH_FIXTURE === '1'
const EXPORT = LAUNCH_FIXTURE ? LAUNCH_FIXTURE_EXPORT : 'out'
const ANALYTICS_SPEC = /analytics\.spec\.ts/
const PREVIEW_SPECS = [ANALYTICS_SPEC, /preview-toolbar\.spec\.ts/]
// Firefox and WebKit have a suite of their own (npm run test:engines, docs/engines.md).
const ENGINES_SUITE = 'engines/**'

// A larger header limit lets the tests send a 20,000-character query to /buscar/.
const serve = (dir: string, port: number) =>
  `node --max-http-header-size=65536 node_modules/serve/build/main.js ${dir} --config ../serve.json --listen tcp://127.0.0.1:${port} --no-clipboard --no-port-switching`

// Debian's headless build of the same Chromium (chromium-headless-shell): the suite runs in about
// two thirds of the time it takes the full browser, whose headless mode starts its whole UI for
// each page. The full browser stands in where the shell is not installed; the benchmark keeps it.
const HEADLESS_SHELL = process.env.CHROME_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell'
const chromiumPath = fs.existsSync(HEADLESS_SHELL)
  ? HEADLESS_SHELL
  : process.env.CHROME_PATH || '/usr/bin/chromium'

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }

const projects = LAUNCH_FIXTURE
  ? [
      { name: 'preview', testMatch: PREVIEW_SPECS, use: { ...desktop, vercelStubs: true } },
      {
        name: 'facts',
        testIgnore: [ANALYTICS_SPEC, ENGINES_SUITE],
        grep: /@facts/,
        use: { ...desktop, vercelStubs: true },
      },
    ]
  : [{ name: 'chromium', testIgnore: [ANALYTICS_SPEC, ENGINES_SUITE], use: desktop }]

export default defineConfig<{ vercelStubs: boolean }>({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  // The retry is there for its trace: a test that passes only on its second run fails the run.
  retries: 1,
  failOnFlakyTests: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: BASE_URL,
    // A failed test runs again with a trace (actions, DOM snapshots, network and console; no
    // screencast). Tracing every test, to keep the traces of those that fail, cost a sixth of the
    // run on two cores.
    trace: { mode: 'on-first-retry', screenshots: false },
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--disable-gpu', '--disable-quic', '--no-first-run'],
    },
  },
  projects,
  webServer: {
    command: `node -e "require('fs').existsSync('${EXPORT}') || (console.error('No ${EXPORT}/ to serve: run npm run ${LAUNCH_FIXTURE ? 'build:launch-fixture' : 'build'}'), process.exit(1))" && ${serve(EXPORT, E2E_PORT)}`,
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
