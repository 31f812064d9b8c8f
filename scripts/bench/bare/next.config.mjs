// The bare Next.js page the benchmark measures as its floor: scripts/bench/build.ts builds it
// with the project's own next into NEXT_DIST_DIR.
/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  distDir: process.env.NEXT_DIST_DIR || 'out',
}

export default nextConfig
