// Lighthouse CI settings for `npm run bench` (scripts/bench/bench.ts), which serves the exports,
// calls `lhci collect` once per run and judges the figures itself (scripts/bench/judge.ts).
// BENCH_THROTTLING picks 'devtools' (throttling applied to the real load) or 'simulate'
// (Lighthouse's model, as PageSpeed Insights reports). Lighthouse's defaults give the mobile
// preset: a mid-range phone, slow 4G, 4× CPU slowdown.
const env = process.env

// Without the background-networking flags Chromium hangs on a closed network; even so it looks
// up Google's hosts, so the bench passes a port where nothing listens (BENCH_PROXY_PORT) as a
// proxy that keeps those requests off the network, while 127.0.0.1, the only host measured,
// bypasses proxies.
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
