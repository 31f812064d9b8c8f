import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 41731)
const BASE_URL = `http://127.0.0.1:${PORT}`

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
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // A larger header limit lets the tests send a 20,000-character query to /buscar/.
    command: `node --max-http-header-size=65536 node_modules/serve/build/main.js out --config ../serve.json --listen tcp://127.0.0.1:${PORT} --no-clipboard --no-port-switching`,
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
