// Command-line options of `npm run bench` (scripts/bench/run.mjs).
import path from 'node:path'
import { parseArgs } from 'node:util'
import { DEFAULT_RUNS } from './config.mjs'

export const USAGE = `Usage: npm run bench -- [options]
  --runs N          runs of each route, throttling method and column (default ${DEFAULT_RUNS})
  --routes LIST     comma-separated routes, e.g. /,/sobre/ (default: every page of the export)
  --methods LIST    devtools (applied throttling) and/or simulate (default: both)
  --no-blocked      leave out the "photos blocked" column
  --no-bare         leave out the bare Next.js page (the floor)
  --no-build        measure the benchmark exports already in bench-results/exports/
  --no-search       leave out the site-search timing
  --compare A B     compare two benchmark exports, run by run, instead (no build, no floor)
  --help            print this`

const METHOD_ALIASES = {
  devtools: 'devtools',
  applied: 'devtools',
  simulate: 'simulate',
  simulated: 'simulate',
}

/** Expected mistakes (a bad option, a missing export): reported without a stack trace. */
export class BenchError extends Error {}

export function parseBenchArgs(args, cwd = process.cwd()) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      runs: { type: 'string', default: String(DEFAULT_RUNS) },
      routes: { type: 'string' },
      methods: { type: 'string', default: 'devtools,simulate' },
      'no-blocked': { type: 'boolean', default: false },
      'no-bare': { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      'no-search': { type: 'boolean', default: false },
      compare: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.compare && positionals.length !== 2) {
    throw new BenchError('--compare takes two export folders: --compare <dirA> <dirB>')
  }
  if (!values.compare && positionals.length > 0) {
    throw new BenchError(`unexpected argument "${positionals[0]}"`)
  }
  const compare = values.compare ? positionals.map((dir) => path.resolve(cwd, dir)) : null
  return {
    help: values.help,
    runs: integerOption(values.runs, '--runs', 1, 50),
    routes: values.routes === undefined ? null : parseRoutes(values.routes),
    methods: parseMethods(values.methods),
    blocked: !values['no-blocked'] && !compare,
    bare: !values['no-bare'] && !compare,
    build: !values['no-build'] && !compare,
    search: !values['no-search'] && !compare,
    compare,
  }
}

function integerOption(text, name, min, max) {
  const value = Number(text)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new BenchError(`${name} must be an integer from ${min} to ${max}, got "${text}"`)
  }
  return value
}

function parseMethods(text) {
  const methods = text.split(',').map((item) => item.trim().toLowerCase())
  const unknown = methods.find((method) => !METHOD_ALIASES[method])
  if (unknown !== undefined) {
    throw new BenchError(`--methods takes devtools and/or simulate, got "${unknown}"`)
  }
  return [...new Set(methods.map((method) => METHOD_ALIASES[method]))]
}

function parseRoutes(text) {
  const routes = [...new Set(text.split(',').map(normalizeRoute).filter(Boolean))]
  if (routes.length === 0) throw new BenchError('--routes lists no route')
  return routes
}

/** The export uses trailing slashes: "sobre", "/sobre" and "/sobre/" all mean "/sobre/". */
export function normalizeRoute(text) {
  let route = text.trim()
  if (!route) return ''
  if (!route.startsWith('/')) route = `/${route}`
  if (!route.endsWith('/') && !path.posix.extname(route)) route = `${route}/`
  return route
}
