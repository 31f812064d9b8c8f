// For `npm run bench` (docs/performance.md); Lighthouse's defaults are the mobile preset.
const env = process.env

// Without these Chromium hangs on a closed network; it still looks up Google's hosts, which a
// proxy where nothing listens keeps off the network (127.0.0.1 bypasses it).
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  ...(env.BENCH_PROXY_PORT ? [`--proxy-server=http://127.0.0.1:${env.BENCH_PROXY_PORT}`] : []),
]

module.exports = {
  ci: {
    collect: {
      chromePath: env.CHROME_PATH || '/usr/bin/chromium',
      settings: {
        throttlingMethod: env.BENCH_THROTTLING || 'devtools',
        onlyCategories: ['performance'],
        // A string: LHCI appends its own --headless flag to it.
        chromeFlags: CHROME_FLAGS.join(' '),
        // Never ask, never send (a saved "yes" from another project would turn Sentry on).
        enableErrorReporting: false,
      },
    },
  },
}
