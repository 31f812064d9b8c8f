// `npm run check:export [dir]`: every check of a finished export (out/ unless named); its own
// catches a launch-fixture fact (scripts/launch-fixture.ts) in an export built without the fixture.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { facts } from '@/content/facts'
import { facts as owners } from '../content/facts'
import type { Facts } from '@/content/types'
import { facts as fixture } from './launch-fixture'
import { checkBudgets } from './check-budgets'
import { checkLinks } from './check-links'
import { checkSecurityTxt } from './check-security-txt'
import { checkSeo } from './check-seo'
import { htmlFiles, isMain } from './lib/export'

const resolve = createRequire(import.meta.url).resolve

function validator(command: string, args: string[]): string[] {
  const run = spawnSync(command, args, { stdio: 'inherit' })
  if (run.error) return [`${command}: ${run.error.message}`]
  return run.status === 0 ? [] : ['errors above']
}

const leaves = (value: unknown): string[] =>
  typeof value === 'object' && value ? Object.values(value).flatMap(leaves) : [String(value)]
const digits = (text: string) => text.replace(/\D/g, '')
const factValues = (of: Facts) => [...leaves(of), digits(of.phone), digits(of.cnpj)]

/** What only the fixture says: the values it makes up (its dates could be anyone's). */
function fixtureValues(): string[] {
  const { privacyUpdatedAt, accessibilityUpdatedAt, accessibilityEvaluatedAt } = fixture
  const shared = new Set([
    ...factValues(owners),
    privacyUpdatedAt,
    accessibilityUpdatedAt,
    accessibilityEvaluatedAt,
  ])
  return factValues(fixture).filter((value) => value.length > 4 && !shared.has(value))
}

export function fixtureProblems(dir: string, builtWith: Facts = facts): string[] {
  if (JSON.stringify(builtWith) === JSON.stringify(fixture)) return []
  const values = fixtureValues()
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(html|txt|js|json|xml|webmanifest)$/.test(file))
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8')
      return values
        .filter((value) => text.includes(value))
        .map((value) => `${file} holds the launch fixture's ${value}`)
    })
}

export function checkExport(dir: string): Record<string, string[]> {
  const pages = htmlFiles(dir).map((file) => path.join(dir, file))
  if (pages.length === 0) return { export: [`no pages in ${dir}`] }
  const links = checkLinks(dir)
  return {
    links: links.problems.map(({ page, ref, problem }) => `${page}: ${ref}: ${problem}`),
    'html-validate': validator(process.execPath, [
      'node_modules/html-validate/bin/html-validate.mjs',
      '--config',
      '.htmlvalidate.mjs',
      ...pages,
    ]),
    'W3C checker': validator('java', [
      '-jar',
      resolve('vnu-jar/build/dist/vnu.jar'),
      '--errors-only',
      '--filterfile',
      'config/vnu-filter.txt',
      ...pages,
    ]),
    seo: checkSeo(dir).problems,
    'security.txt': checkSecurityTxt(dir),
    budgets: checkBudgets(dir).flatMap(({ route, problems, ...sizes }) => {
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
      const own = sizes.siteJs ? ` (the site's own ${kb(sizes.siteJs.total)})` : ''
      console.log(
        `  ${route}: <head> ${kb(sizes.head)}, HTML ${kb(sizes.html)}, RSC data ${kb(sizes.data)}, JS ${kb(sizes.js)}${own}, CSS ${kb(sizes.css)}`,
      )
      return problems.map((problem) => `${route}: ${problem}`)
    }),
    'launch fixture': fixtureProblems(dir),
  }
}

if (isMain(import.meta.url)) {
  const dir = process.argv[2] ?? 'out'
  const results = Object.entries(checkExport(dir))
  for (const [check, problems] of results) {
    console.log(`${problems.length ? '✗' : '✓'} ${check}`)
    for (const problem of problems) console.log(`    ${problem}`)
  }
  if (results.some(([, problems]) => problems.length)) process.exitCode = 1
  else console.log(`Every check passed on ${dir}/ (${htmlFiles(dir).length} pages).`)
}
