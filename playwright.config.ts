import fs from 'node:fs'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { LAUNCH_FIXTURE_EXPORT } from './scripts/build-launch-fixture'

// Below Linux's ephemeral range (32768+), where a fixed port collided with a browser's connection.
const E2E_PORT = Number(process.env.E2E_PORT ?? 31731)
const BASE_URL = `http://127.0.0.1:${E2E_PORT}`

// LAUNCH_FIXTURE=1: the launch-fixture export's run (docs/launch.md).
const LAUNCH_FIXTURE = process.env.LAUNCH_FIXTURE === '1'
const EXPORT = LAUNCH_FIXTURE ? LAUNCH_FIXTURE_EXPORT : 'out'
const RUN = LAUNCH_FIXTURE ? 'launch-fixture' : 'chromium'
const ANALYTICS_SPEC = /analytics\.spec\.ts/
const PREVIEW_SPECS = [ANALYTICS_SPEC, /preview-toolbar\.spec\.ts/]
const ENGINES_SUITE = 'engines/**'
const PICTURES_SPEC = /pictures\.spec\.ts/

// The headless shell: the full browser's headless mode starts its whole UI for each page.
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
        testIgnore: [ANALYTICS_SPEC, ENGINES_SUITE, PICTURES_SPEC],
        grep: /@facts/,
        use: { ...desktop, vercelStubs: true },
      },
      // Of this export, whose facts stay the fixture's whatever the owner writes (docs/upkeep.md).
      {
        name: 'pictures',
        testMatch: PICTURES_SPEC,
        snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}',
        use: { ...desktop, vercelStubs: true },
      },
    ]
  : [
      {
        name: 'chromium',
        testIgnore: [ANALYTICS_SPEC, ENGINES_SUITE, PICTURES_SPEC],
        use: desktop,
      },
    ]

export default defineConfig<{ vercelStubs: boolean }>({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  // For the trace: a test that passes only on its retry fails the run.
  retries: 1,
  failOnFlakyTests: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // Each run's report, with each picture's difference (npx playwright show-report <its folder>).
  reporter: [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${RUN}` }]],
  timeout: 30_000,
  expect: {
    timeout: 5_000,
    // Antialiased pixels never count; any other pixel 5 % off in colour does, except what the
    // browser draws of its own (pictures.css; docs/upkeep.md).
    toHaveScreenshot: {
      stylePath: path.join(import.meta.dirname, 'e2e', 'pictures.css'),
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      threshold: 0.05,
      maxDiffPixels: 0,
    },
  },
  use: {
    baseURL: BASE_URL,
    // Tracing every test cost a sixth of the run on two cores.
    trace: { mode: 'on-first-retry', screenshots: false },
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--disable-gpu', '--disable-quic', '--no-first-run'],
    },
  },
  projects,
  webServer: {
    command: `node_modules/.bin/tsx scripts/serve.ts ${EXPORT} ${E2E_PORT}`,
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
