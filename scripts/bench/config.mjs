// Where the benchmark keeps things and which ports it uses (127.0.0.1, 42100-42199).
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const RESULTS_DIR = path.join(ROOT, 'bench-results')
export const EXPORTS_DIR = path.join(RESULTS_DIR, 'exports')
/** The site built for the benchmark (photos from the photo origin); out/ stays production. */
export const SITE_EXPORT = path.join(EXPORTS_DIR, 'site')
export const BARE_EXPORT = path.join(EXPORTS_DIR, 'bare')
export const BARE_APP = path.join(ROOT, 'scripts/bench/bare')
export const PHOTO_CACHE = path.join(RESULTS_DIR, 'photos')
export const RC_FILE = path.join(ROOT, 'lighthouserc.cjs')
export const SERVE_CONFIG = path.join(ROOT, 'serve.json')

/** Built into the benchmark export (URLs and CSP), so the port is fixed. */
export const PHOTO_PORT = 42180
export const PHOTO_ORIGIN = `http://127.0.0.1:${PHOTO_PORT}`
/** Static servers: the site (or A), the bare page (or B). */
export const SITE_PORT = 42101
export const BARE_PORT = 42102
export const DEFAULT_RUNS = 7
/** The order routes are measured and printed in; others found in the export follow. */
export const ROUTE_ORDER = ['/', '/servicos/', '/contato/', '/sobre/', '/buscar/', '/privacidade/']
