import { execSync } from 'node:child_process'

/** Same commit, same build id: two builds of one commit (production and preview) can be compared. */
function commitBuildId() {
  if (process.env.VERCEL_GIT_COMMIT_SHA) return process.env.VERCEL_GIT_COMMIT_SHA
  try {
    return execSync('git rev-parse HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return null
  }
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // With output: 'export', a custom distDir is where the site is exported (used for the preview check).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  generateBuildId: commitBuildId,
  // Always defined, so the client code inlines it (empty: content/site.ts keeps the real host).
  env: { NEXT_PUBLIC_IMAGE_HOST: process.env.NEXT_PUBLIC_IMAGE_HOST || '' },
  images: {
    loader: 'custom',
    loaderFile: './components/ui/image-loader.ts',
  },
}

export default nextConfig
