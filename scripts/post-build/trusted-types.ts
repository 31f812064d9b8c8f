// Writes the default Trusted Types policy (lib/trusted-types.ts) as the first script of every
// page's <head>, before any code can reach a DOM sink; csp.ts then hashes it with the page's other
// inline scripts. The scripts it allows are known only here, from the build's own files.
import fs from 'node:fs'
import path from 'node:path'
import { VERCEL_SCRIPTS } from '../../lib/analytics'
import { createDefaultPolicy, scriptUrlPattern } from '../../lib/trusted-types'
import { CHUNK_DIR, htmlFiles } from '../lib/export'
import { headStart } from './csp'

/** Every .js file under the export's chunk folder, as the pages address it. */
function chunkUrls(dir: string): string[] {
  const root = path.join(dir, CHUNK_DIR)
  if (!fs.existsSync(root)) return []
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => CHUNK_DIR + file.split(path.sep).join('/'))
    .sort()
}

const CHUNK_SRC = new RegExp(`\\ssrc="${CHUNK_DIR}[^"?]+(\\?[^"]*)?"`, 'g')

/**
 * The query the pages add to each chunk's address: `?dpl=<id>` when the build had a deployment id
 * (NEXT_DEPLOYMENT_ID, which Vercel's Skew Protection sets), which the runtime adds too; else ''.
 */
function chunkQuery(dir: string): string {
  const queries = new Set<string>()
  for (const file of htmlFiles(dir)) {
    const html = fs.readFileSync(path.join(dir, file), 'utf8')
    for (const [, query = ''] of html.matchAll(CHUNK_SRC)) queries.add(query)
  }
  if (queries.size > 1) throw new Error(`chunks asked with different queries: ${[...queries]}`)
  return [...queries][0] ?? ''
}

/**
 * The script URLs the build's code loads at run time: its chunks, and Vercel's two scripts when
 * its chunks load them (a build that measures; any other leaves that code out). Throws on a
 * chunk the pattern would refuse, which the runtime could then not load.
 */
export function allowedScriptUrls(dir: string): RegExp {
  const chunks = chunkUrls(dir)
  const code = chunks.map((url) => fs.readFileSync(path.join(dir, url), 'utf8')).join('\n')
  const measuring = Object.values(VERCEL_SCRIPTS).filter((url) => code.includes(url))
  const query = chunkQuery(dir)
  const pattern = scriptUrlPattern(CHUNK_DIR, measuring, query)
  const refused = chunks.filter((url) => !pattern.test(url + query))
  if (refused.length)
    throw new Error(`chunks the Trusted Types policy would refuse: ${refused.join(', ')}`)
  return pattern
}

/**
 * The inline script that creates the policy: the function's own source, called at once. `</` is
 * written `<\/` (the same string in JavaScript), so the HTML parser does not end the script there.
 */
export function policyScript(scriptUrls: RegExp): string {
  const call = `(${createDefaultPolicy.toString()})(window.trustedTypes,${scriptUrls})`
  const script = call.replace(/<\//g, '<\\/')
  if (/<\/script|<!--|__name/i.test(script))
    throw new Error(`the policy's script would not run as written: ${script}`)
  return script
}

const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/

/** The page with the policy's script first in <head> (after the charset), replacing an earlier copy. */
export function withTrustedTypes(html: string, script: string): string {
  const element = `<script>${script}</script>`
  const stripped = html.replace(element, '')
  const at = headStart(stripped)
  return stripped.slice(0, at) + element + stripped.slice(at)
}

/**
 * What would let code reach a sink before the policy exists: its script not right after the
 * Content-Security-Policy that opens <head>, or there more than once.
 */
export function trustedTypesProblems(html: string, script: string): string[] {
  const element = `<script>${script}</script>`
  const afterHead = html.slice(headStart(html))
  const meta = afterHead.match(CSP_META)
  const problems: string[] = []
  if (!meta || meta.index !== 0 || !afterHead.startsWith(element, meta[0].length))
    problems.push('the Trusted Types policy is not the first script of <head>')
  if (html.split(element).length !== 2) problems.push('the Trusted Types policy is not there once')
  return problems
}
