// The benchmark's floor (docs/performance.md), built by scripts/bench/build.ts into NEXT_DIST_DIR.
/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  distDir: process.env.NEXT_DIST_DIR || 'out',
}

export default nextConfig
