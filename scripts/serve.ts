// Serves an export on 127.0.0.1: `tsx scripts/serve.ts [dir] [port]` (out, 3000).
import fs from 'node:fs'
import { serveExport } from './lib/static-host'

const [dir = 'out', port = '3000'] = process.argv.slice(2)
if (!fs.existsSync(dir)) {
  console.error(`No ${dir}/ to serve: build it first (npm run build or build:launch-fixture)`)
  process.exit(1)
}
const { url } = await serveExport(dir, Number(port))
console.log(`Serving ${dir}/ on ${url}`)
