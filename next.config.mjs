// The launch fixture (e2e/launch-fixture.ts) takes the place of the owner's facts in the
// launch-fixture build only, which the tests run against; a production deploy never gets it.
const LAUNCH_FIXTURE = process.env.LAUNCH_FIXTURE === '1'
const DEPLOY_ENV = process.env.SITE_ENV || process.env.VERCEL_ENV
if (LAUNCH_FIXTURE && DEPLOY_ENV === 'production')
  throw new Error('LAUNCH_FIXTURE=1 makes a test build, with made-up facts: not for production')

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  // The launch-fixture build (for the tests, never deployed) writes its chunks' source maps, from
  // which the budget check reads the modules each page loads (scripts/check-budgets.ts).
  productionBrowserSourceMaps: LAUNCH_FIXTURE,
  poweredByHeader: false,
  // With output: 'export', a custom distDir is where the site is exported (the benchmark's build).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Always defined, so client code inlines it (empty: config/settings.ts keeps the real host).
  env: { NEXT_PUBLIC_IMAGE_HOST: process.env.NEXT_PUBLIC_IMAGE_HOST || '' },
  turbopack: {
    resolveAlias: LAUNCH_FIXTURE ? { '@/content/facts': './e2e/launch-fixture.ts' } : {},
  },
  // The stylesheet goes into each page's <style>, so the first paint needs the HTML alone, not a
  // second round trip for CSS: under applied throttling FCP dropped by 540-660 ms on every route.
  // Next also writes it into the RSC data, twice: scripts/post-build/stylesheet-once.ts empties
  // those copies until Next writes a reference instead (vercel/next.js#98397).
  experimental: { inlineCss: true },
  images: {
    loader: 'custom',
    loaderFile: './config/image-loader.ts',
    // The widths the photos' layouts ask for (lib/photo-sizes.ts): a phone at 1.75x-3x, a desktop
    // column at 1x-2x. Next's default list writes fifteen candidates into every srcset.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    imageSizes: [384],
  },
}

export default nextConfig
