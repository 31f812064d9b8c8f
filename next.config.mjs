import { PHOTO_WIDTHS } from './lib/layout.ts'

const LAUNCH_FIXTURE = process.env.LAUNCH_FIXTURE === '1'
const DEPLOY_ENV = process.env.SITE_ENV || process.env.VERCEL_ENV
if (LAUNCH_FIXTURE && DEPLOY_ENV === 'production')
  throw new Error('LAUNCH_FIXTURE=1 makes a test build, with made-up facts: not for production')

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  // For the budget check's module list (docs/performance.md, "Budgets").
  productionBrowserSourceMaps: LAUNCH_FIXTURE,
  poweredByHeader: false,
  // With output: 'export', distDir is where the site is exported.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Always defined, so client code inlines it (empty: the default host).
  env: { NEXT_PUBLIC_IMAGE_HOST: process.env.NEXT_PUBLIC_IMAGE_HOST || '' },
  // The launch fixture's facts, and the content its pictures are drawn from (docs/launch.md); its
  // types are the main build's to check.
  ...(LAUNCH_FIXTURE && {
    typescript: { tsconfigPath: 'tsconfig.launch-fixture.json', ignoreBuildErrors: true },
  }),
  // Why: docs/performance.md, "One stylesheet".
  experimental: { inlineCss: true },
  images: {
    loader: 'custom',
    loaderFile: './config/image-loader.ts',
    // Next writes its two lists, joined, into every srcset.
    deviceSizes: [...PHOTO_WIDTHS],
    imageSizes: [],
  },
}

export default nextConfig
