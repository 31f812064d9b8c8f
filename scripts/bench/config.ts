// Where the benchmark keeps its exports and results, and its ports on 127.0.0.1.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { BENCH_PHOTO_PORT } from '../../config/ports.cjs'
import { pages } from '../../content/pages'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const RESULTS_DIR = path.join(ROOT, 'bench-results')
/** The site built for the benchmark (photos from the photo origin); out/ stays production. */
export const SITE_EXPORT = path.join(RESULTS_DIR, 'exports/site')
/** The site's twin: its export with every script taken out of the pages (scripts/bench/twin.ts). */
export const TWIN_EXPORT = path.join(RESULTS_DIR, 'exports/twin')
/** The bare Next.js page (scripts/bench/bare): the floor every figure is read against. */
export const BARE_EXPORT = path.join(RESULTS_DIR, 'exports/bare')
export const BARE_APP = path.join(ROOT, 'scripts/bench/bare')

export const PHOTO_ORIGIN = `http://127.0.0.1:${BENCH_PHOTO_PORT}`

/** Every page of the site, in the page list's order (the 404 page is not measured). */
export const ROUTES = Object.values(pages)
  .map((page) => page.path)
  .filter((route) => route !== pages.notFound.path)
