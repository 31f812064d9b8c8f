// `npm run bench:build`: docs/performance.md, "The benchmark". BENCH_RESULTS stays inside the
// project: Next builds nowhere else.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'parse5'
import { pages } from '@/content/pages'
import { buildExport, run } from '../lib/build-export'
import { getAttr, htmlFiles, isMain, tokens, walk } from '../lib/export'
import { freePort } from '../lib/static-host'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const RESULTS_DIR = path.resolve(ROOT, process.env.BENCH_RESULTS ?? 'bench-results')
const exportDir = (name: string) => path.join(RESULTS_DIR, 'exports', name)
export const EXPORTS = { site: exportDir('site'), twin: exportDir('twin'), bare: exportDir('bare') }
const BARE_APP = path.join(ROOT, 'scripts/bench/bare')

export const ROUTES = Object.values(pages)
  .map((page) => page.path)
  .filter((route) => route !== pages.notFound.path)

export function withoutScripts(html: string): string {
  const cuts: [number, number][] = []
  walk(parse(html, { sourceCodeLocationInfo: true }), (element) => {
    const rel = tokens(element, 'rel')
    const preload =
      rel.includes('modulepreload') ||
      (rel.includes('preload') && getAttr(element, 'as') === 'script')
    const at = element.sourceCodeLocation
    if (at && (element.tagName === 'script' || (element.tagName === 'link' && preload)))
      cuts.push([at.startOffset, at.endOffset])
  })
  return cuts
    .sort(([a], [b]) => b - a)
    .reduce((page, [start, end]) => page.slice(0, start) + page.slice(end), html)
}

async function succeeded(build: Promise<{ code: number }>, what: string) {
  if ((await build).code !== 0) throw new Error(`${what} failed to build`)
}

export async function buildBenchExports() {
  const photoOrigin = `http://127.0.0.1:${await freePort()}`
  const site = path.relative(ROOT, EXPORTS.site)
  await succeeded(buildExport(site, { NEXT_PUBLIC_IMAGE_HOST: photoOrigin }), 'The site')
  fs.rmSync(EXPORTS.twin, { recursive: true, force: true })
  fs.cpSync(EXPORTS.site, EXPORTS.twin, { recursive: true })
  for (const file of htmlFiles(EXPORTS.twin)) {
    const page = path.join(EXPORTS.twin, file)
    fs.writeFileSync(page, withoutScripts(fs.readFileSync(page, 'utf8')))
  }
  fs.rmSync(EXPORTS.bare, { recursive: true, force: true })
  const next = path.join(ROOT, 'node_modules/next/dist/bin/next')
  const env = {
    ...process.env,
    NEXT_DIST_DIR: path.relative(BARE_APP, EXPORTS.bare),
    NEXT_TELEMETRY_DISABLED: '1',
  }
  await succeeded(run(process.execPath, [next, 'build', BARE_APP], { env }), 'The bare page')
  fs.rmSync(path.join(BARE_APP, '.next'), { recursive: true, force: true })
  return photoOrigin
}

if (isMain(import.meta.url)) {
  const photoOrigin = await buildBenchExports()
  const dirs = Object.values(EXPORTS).map((dir) => path.relative(ROOT, dir))
  console.log(`Benchmark exports (photos from ${photoOrigin}): ${dirs.join(', ')}`)
}
