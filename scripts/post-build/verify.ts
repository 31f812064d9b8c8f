// The build's guard (docs/security.md): a Next change a pass relies on fails here, naming the pass.
import fs from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ThemeProvider } from '../../components/layout/theme-provider'
import { IS_PREVIEW, THEME_STORAGE_KEY } from '../../config/settings'
import {
  CHUNK_DIR,
  htmlFiles,
  inlineFlight,
  isFlightScript,
  scriptTags,
  SITE_URL,
  turbopackBootstrapChunks,
} from '../lib/export'
import { COMPILE_HINT } from './compile-hints'
import { inlineScripts, sha256 } from './policy'
import { type PolicyRules, runInStandIn, type Visitor } from './stand-in'

type Export = { read: (file: string) => string; exists: (url: string) => boolean }

// Nothing stored, what next-themes writes, what it never writes (an old value, a typo), blocked.
const VISITORS = [
  {},
  ...['light', 'dark', 'system', 'Dark', ''].map((theme) => ({ [THEME_STORAGE_KEY]: theme })),
  'blocked' as const,
].flatMap((storage): Visitor[] => [false, true].map((prefersDark) => ({ storage, prefersDark })))

const themeOf = (script: string) =>
  VISITORS.map((visitor) => runInStandIn(script, visitor).root).join('\n')

// Compared by what it does, visitor by visitor: Next minifies next-themes' script again.
function themeScriptTest(): (script: string) => boolean {
  const html = renderToStaticMarkup(createElement(ThemeProvider, null, null))
  const [script, ...more] = inlineScripts(html)
  const theme = script === undefined ? '' : themeOf(script)
  if (more.length || new Set(theme.split('\n')).size < 2)
    throw new Error(`[theme] the ThemeProvider renders no script the guard can recognise: ${html}`)
  return (text) => themeOf(text) === theme
}

// One rule before hydration: next-themes, run after the head script, shows what it showed.
function themeProblems(head: string, theme: string): string[] {
  return VISITORS.flatMap((visitor) => {
    const shown = runInStandIn(head, visitor).root
    const then = runInStandIn(`${head};${theme}`, visitor).root
    return shown === then
      ? []
      : [
          `[theme] for ${JSON.stringify(visitor)}, the head script shows ${shown}, next-themes ${then}`,
        ]
  })
}

function ruleProblems(directives: Map<string, string[]>): string[] {
  const says = (name: string, ...allowed: string[]) =>
    allowed.includes(directives.get(name)?.join(' ') ?? '')
  const scriptSrc = directives.get('script-src') ?? []
  const rules: [boolean, string][] = [
    ...["'unsafe-inline'", "'unsafe-eval'", "'strict-dynamic'"].map((loose): [boolean, string] => [
      !scriptSrc.includes(loose),
      `script-src allows ${loose}`,
    ]),
    [says('require-trusted-types-for', "'script'"), "no require-trusted-types-for 'script'"],
    [directives.has('trusted-types'), 'no trusted-types'],
    [IS_PREVIEW || says('trusted-types', 'default'), 'trusted-types names more than default'],
    [says('object-src', "'none'"), "no object-src 'none'"],
    [says('base-uri', "'self'", "'none'"), "no base-uri 'self' or 'none'"],
  ]
  return rules.filter(([holds]) => !holds).map(([, problem]) => `[policy] ${problem}`)
}

function defaultPolicyProblems(rules: PolicyRules): string[] {
  const refuses = (rule: keyof PolicyRules, input: string) =>
    (rules[rule]?.(input) ?? null) === null
  const refusals: [boolean, string][] = [
    [refuses('createScript', 'alert(1)'), 'lets script text through'],
    [refuses('createScriptURL', 'https://evil.example/a.js'), 'admits another origin'],
    [IS_PREVIEW || refuses('createHTML', '<img src=x onerror=alert(1)>'), 'admits markup'],
  ]
  return refusals
    .filter(([holds]) => !holds)
    .map(([, problem]) => `[policy] the default Trusted Types policy ${problem}`)
}

function policyProblems(html: string): { problems: string[]; rules?: PolicyRules } {
  const afterHead = html.slice(html.indexOf('<head>') + '<head>'.length)
  const meta = afterHead.match(
    /^<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/,
  )
  if (!meta) return { problems: ['[policy] the Content-Security-Policy is not first in <head>'] }
  const directives = new Map(
    meta[1]!.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources]
    }),
  )
  const problems = ruleProblems(directives)
  const inline = inlineScripts(html)
  for (const text of inline)
    if (!directives.get('script-src')?.includes(sha256(text)))
      problems.push(`[policy] an inline script without its hash: ${text.slice(0, 60)}`)
  const [head = ''] = inline
  if (!afterHead.startsWith(`<script>${head}</script>`, meta[0].length))
    return { problems: [...problems, '[policy] no inline script right after the policy'] }
  const [policy, ...others] = runInStandIn(head).policies
  if (policy?.name !== 'default' || others.length)
    return {
      problems: [...problems, '[policy] the head script does not create the default policy, alone'],
    }
  return { problems: [...problems, ...defaultPolicyProblems(policy.rules)], rules: policy.rules }
}

const flightChunks = (html: string) =>
  [...inlineFlight(html).matchAll(new RegExp(`"(${CHUNK_DIR}[^"]+?\\.js(\\?[^"]*)?)"`, 'g'))].map(
    ([, url]) => url!,
  )

function scriptProblems(
  html: string,
  rules: PolicyRules | undefined,
  isTheme: (script: string) => boolean,
  { read, exists }: Export,
) {
  const problems: string[] = []
  const named = new Set(flightChunks(html))
  const startup: string[] = []
  const [head = '', ...inline] = inlineScripts(html)
  const themes = inline.filter(isTheme)
  if (themes.length === 1) problems.push(...themeProblems(head, themes[0]!))
  else problems.push(`[theme] ${themes.length} next-themes scripts, not one`)
  for (const text of inline) {
    const bootstrap = turbopackBootstrapChunks(text)
    startup.push(...(bootstrap ?? []))
    bootstrap?.forEach((url) => named.add(url))
    if (bootstrap || isFlightScript(text) || isTheme(text)) continue
    problems.push(`[scripts] an inline script the build does not know: ${text.slice(0, 80)}`)
  }
  const tags = scriptTags(html).filter((tag) => !tag.noModule)
  startup.push(...tags.map((tag) => tag.url))
  if (!tags.some((tag) => !tag.preload))
    problems.push(`[scripts] no <script src> of a chunk in ${CHUNK_DIR}`)
  for (const url of new Set([...startup, ...named, ...scriptTags(html).map((tag) => tag.url)])) {
    if (!exists(url)) problems.push(`[scripts] ${url} is not in the export`)
    else if (rules?.createScriptURL?.(url) !== url)
      problems.push(`[policy] ${url} is a script the Trusted Types policy refuses`)
    else if (
      startup.includes(url) &&
      !read(new URL(url, SITE_URL).pathname).startsWith(COMPILE_HINT)
    )
      problems.push(`[compile-hints] ${url} starts the page without the compile hint`)
  }
  return problems
}

export function exportProblems(dir: string): string[] {
  const pages = htmlFiles(dir)
  const isTheme = themeScriptTest()
  const files: Export = {
    read: (file) => fs.readFileSync(path.join(dir, file), 'utf8'),
    exists: (url) => fs.existsSync(path.join(dir, new URL(url, SITE_URL).pathname)),
  }
  const problems = pages.flatMap((file) => {
    const html = files.read(file)
    const policy = policyProblems(html)
    return [...policy.problems, ...scriptProblems(html, policy.rules, isTheme, files)].map(
      (problem) => problem.replace('] ', `] ${file}: `),
    )
  })
  if (pages.length === 0) problems.push('[post-build] no pages in the export')
  return problems
}
