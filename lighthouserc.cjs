// Lighthouse CI settings for `npm run bench` (scripts/bench/bench.ts), which serves the exports,
// calls `lhci collect` once per run and judges the figures itself (scripts/bench/targets.ts).
// BENCH_THROTTLING picks 'devtools' (throttling applied to the real load) or
// 'simulate' (Lighthouse's model, as PageSpeed Insights reports). Lighthouse's defaults give the
// mobile preset: a mid-range phone, slow 4G, 4× CPU slowdown.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Lighthouse CI loads its config as CommonJS
const { BENCH_PROXY_PORT } = require('./config/ports.cjs')

const env = process.env
const throttlingMethod = env.BENCH_THROTTLING || 'devtools'

// Without the background-networking flags Chromium hangs on a closed network; even so it looks
// up Google's hosts, so a proxy where nothing listens keeps those requests off the
// network, while 127.0.0.1, the only host measured, bypasses proxies.
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  `--proxy-server=http://127.0.0.1:${BENCH_PROXY_PORT}`,
]

module.exports = {
  ci: {
    collect: {
      chromePath: env.CHROME_PATH || '/usr/bin/chromium',
      settings: {
        throttlingMethod,
        onlyCategories: ['performance'],
        // A string: LHCI appends its own --headless flag to it.
        chromeFlags: CHROME_FLAGS.join(' '),
        // Never ask, never send (a saved "yes" from another project would turn Sentry on).
        enableErrorReporting: false,
      },
    },
    upload: { target: 'filesystem' },
  },
}
