import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 41731)
const BASE_URL = `http://127.0.0.1:${PORT}`

// The measuring build (npm run build:analytics, NEXT_PUBLIC_ANALYTICS=vercel) is a second export
// that only e2e/analytics.spec.ts visits, on the next port.
const ANALYTICS_EXPORT = '.analytics-out'
const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? PORT + 1)
const ANALYTICS_URL = `http://127.0.0.1:${ANALYTICS_PORT}`
const ANALYTICS_SPEC = /analytics\.spec\.ts/
// Firefox and WebKit have a suite of their own (npm run test:engines, docs/engines.md).
const ENGINES_SUITE = 'engines/**'

// A run that names spec files, none of them the analytics one, does not need that export served.
const namedSpecs = process.argv.filter((arg) => /\.spec\.ts(:\d+)*$/.test(arg))
const servesAnalytics =
  namedSpecs.length === 0 || namedSpecs.some((arg) => ANALYTICS_SPEC.test(arg))

// A larger header limit lets the tests send a 20,000-character query to /buscar/.
const serve = (dir: string, port: number) =>
  `node --max-http-header-size=65536 node_modules/serve/build/main.js ${dir} --config ../serve.json --listen tcp://127.0.0.1:${port} --no-clipboard --no-port-switching`

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: BASE_URL,
    // A failed test keeps its trace: actions, DOM snapshots, network and console. The screencast
    // is left out: recording it for every test cost about a tenth of the run on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: [ANALYTICS_SPEC, ENGINES_SUITE], use: desktop },
    { name: 'analytics', testMatch: ANALYTICS_SPEC, use: { ...desktop, baseURL: ANALYTICS_URL } },
  ],
  webServer: [
    { command: serve('out', PORT), url: BASE_URL, reuseExistingServer: false, timeout: 30_000 },
    ...(servesAnalytics
      ? [
          {
            command: `node -e "require('fs').existsSync('${ANALYTICS_EXPORT}') || (console.error('No ${ANALYTICS_EXPORT}/ to serve: run npm run build:analytics'), process.exit(1))" && ${serve(ANALYTICS_EXPORT, ANALYTICS_PORT)}`,
            url: ANALYTICS_URL,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
})
