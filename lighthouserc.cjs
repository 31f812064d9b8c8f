// Lighthouse CI settings for `npm run bench` (scripts/bench/run.mjs), which starts the servers,
// passes the URLs and calls `lhci collect`, `lhci assert` and `lhci upload` with this file.
// Two environment variables choose what one call measures:
//   BENCH_THROTTLING      'devtools' (throttling applied to the real load, the default: the
//                         targets judge it) or 'simulate' (Lighthouse's model, as PageSpeed
//                         Insights reports); it also picks the matching assertions.
//   BENCH_BLOCKED_URLS    space-separated URL patterns to block (the "photos blocked" runs).
// Lighthouse's own defaults give the mobile preset (Moto G Power, slow 4G, 4× CPU slowdown).

const throttlingMethod = process.env.BENCH_THROTTLING || 'devtools'
if (!['devtools', 'simulate'].includes(throttlingMethod)) {
  throw new Error(`BENCH_THROTTLING must be devtools or simulate, got "${throttlingMethod}"`)
}

// Without the background-networking flags Chromium hangs on a closed network. LHCI adds
// --headless=new itself (given twice, Lighthouse would pass --headless=new,new). Even so
// Chromium looks up www.google.com, accounts.google.com, clients2.google.com and
// android.clients.google.com; a proxy where nothing listens (42199, in the benchmark's port
// range) keeps those requests off DNS and the network, while 127.0.0.1, the only host the
// benchmark loads, bypasses proxies by default.
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--proxy-server=http://127.0.0.1:42199',
]

const median = (options) => ({ aggregationMethod: 'median', ...options })

// Targets of the performance issue, on the median of the runs of each route.
const APPLIED_ASSERTIONS = {
  'first-contentful-paint': ['error', median({ maxNumericValue: 1200 })],
  'largest-contentful-paint': ['error', median({ maxNumericValue: 1800 })],
  'total-blocking-time': ['error', median({ maxNumericValue: 150 })],
  'cumulative-layout-shift': ['error', median({ maxNumericValue: 0.01 })],
}
const SIMULATED_ASSERTIONS = {
  'categories:performance': ['error', median({ minScore: 0.95 })],
}
const CATEGORY_ASSERTIONS = {
  'categories:accessibility': ['error', median({ minScore: 1 })],
  'categories:best-practices': ['error', median({ minScore: 1 })],
}

module.exports = {
  ci: {
    collect: {
      numberOfRuns: 7,
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      settings: {
        throttlingMethod,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // A string: LHCI appends its own flag to it.
        chromeFlags: CHROME_FLAGS.join(' '),
        blockedUrlPatterns: (process.env.BENCH_BLOCKED_URLS || '').split(' ').filter(Boolean),
        // Never ask, never send (a saved "yes" from another project would turn Sentry on).
        enableErrorReporting: false,
      },
    },
    assert: {
      includePassedAssertions: true,
      assertMatrix: [
        {
          matchingUrlPattern: '.*',
          assertions: {
            ...(throttlingMethod === 'devtools' ? APPLIED_ASSERTIONS : SIMULATED_ASSERTIONS),
            ...CATEGORY_ASSERTIONS,
          },
        },
        {
          // /buscar/ is noindex on purpose, which costs it the SEO score.
          matchingUrlPattern: '^https?://[^/]+/(?!buscar/)',
          assertions: { 'categories:seo': ['error', median({ minScore: 1 })] },
        },
      ],
    },
    upload: {
      target: 'filesystem',
      outputDir: 'bench-results/lhci-reports',
    },
  },
}
