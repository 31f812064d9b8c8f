// Asks each host's own program what it sends the site's addresses: Cloudflare Pages' (wrangler
// pages dev) and the local server, by requests to an export of those addresses, and Vercel's
// routes as its build compiles them. Catches a header missing or sent twice on a page, a chunk,
// the share image, an icon, security.txt or the 404, a page policy weakened, previews losing
// Vercel's toolbar sign-in, and the build's check letting any of that through.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { after, test } from 'node:test'
import { headerRules, securityHeaders, trustedTypes } from '../config/headers'
import { pages } from '@/content/pages'
import { shareImage } from '@/content/share'
import {
  appleTouchIcon,
  ICO_ICON_URL,
  logoImage,
  MANIFEST_ICONS_PATH,
  manifestIcons,
  SVG_ICON_URL,
} from '../lib/app-icons'
import { SECURITY_TXT_PATH } from '../lib/security-txt'
import { vercelConfig } from '../vercel'
import { CHUNK_DIR } from './lib/export'
import { freePort, serveExport } from './lib/static-host'
import { vercelHeaders, vercelRoutes } from './lib/vercel-headers'
import { headersFile } from './post-build/headers-file'
import { MISSING_PATH, sentHeaderProblems } from './post-build/sent-headers'

const SHARED = [
  shareImage('about').url,
  ICO_ICON_URL,
  SVG_ICON_URL,
  appleTouchIcon.url,
  `${MANIFEST_ICONS_PATH}${Object.keys(manifestIcons)[0]}`,
  logoImage.url,
]
const PATHS = [
  ...Object.values(pages).map((page) => page.path),
  `${CHUNK_DIR}a1b2c3.js`,
  ...SHARED,
  SECURITY_TXT_PATH,
]
const ENVIRONMENTS = ['production', 'preview'] as const
type Environment = (typeof ENVIRONMENTS)[number]
type Answer = { status: number; headers: Headers }

/** What config/headers.ts gives `path`: the eight, and each header the last matching rule's value. */
function meant(path: string, environment: Environment): Record<string, string> {
  const matches = (pattern: string) =>
    pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern
  const rules = headerRules(environment === 'preview')
  return Object.assign(
    { ...securityHeaders(environment === 'preview') },
    ...rules.filter((rule) => rule.paths.some(matches)).map((rule) => rule.headers),
  )
}

const copies: string[] = []
after(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** An export with a file at each address and the build's _headers for `environment`. */
function siteExport(environment: Environment): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hosts-'))
  copies.push(dir)
  for (const url of [...PATHS, '/404.html']) {
    const file = path.join(dir, url.endsWith('/') ? `${url}index.html` : url)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, url)
  }
  fs.writeFileSync(path.join(dir, '_headers'), headersFile(environment === 'preview'))
  return dir
}

const WRANGLER = path.join(
  path.dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
  'bin/wrangler.js',
)

/** `wrangler pages dev` on `dir`, offline; its own process group, so stopping it stops workerd. */
async function cloudflarePages(dir: string) {
  const [port, inspector] = [await freePort(), await freePort()]
  const args = ['pages', 'dev', dir, '--ip', '127.0.0.1', '--port', `${port}`]
  args.push('--inspector-port', `${inspector}`)
  // Its state, logs and settings go to a folder of its own, not the export, the project or home.
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wrangler-'))
  copies.push(work)
  const child = spawn(process.execPath, [WRANGLER, ...args], {
    cwd: work,
    detached: true,
    env: {
      ...process.env,
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_SEND_METRICS: 'false',
      XDG_CONFIG_HOME: work,
    },
  })
  const exited = once(child, 'exit')
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!)
    await exited
  }
  let output = ''
  let timer: NodeJS.Timeout | undefined
  await new Promise<void>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`not ready in 60 s:\n${output}`)), 60_000)
    child.stdout.on('data', (data: Buffer) => {
      output += data
      if (output.includes('Ready on')) resolve()
    })
    child.stderr.on('data', (data: Buffer) => (output += data))
    child.on('exit', (code) => reject(new Error(`exited (${code}):\n${output}`)))
  })
    .finally(() => clearTimeout(timer))
    .catch(async (error: Error) => {
      await stop()
      throw new Error(`wrangler pages dev ${error.message}`)
    })
  return { url: `http://127.0.0.1:${port}`, stop }
}

async function ask(origin: string, url: string): Promise<Answer> {
  const response = await fetch(`${origin}${url}`, { redirect: 'manual' })
  await response.arrayBuffer()
  return { status: response.status, headers: response.headers }
}

type Host = 'Vercel' | 'Cloudflare Pages' | 'the local server'

/** Each host's answer to each address, asked of its own program, in each environment. */
const answers = (async () => {
  const all = new Map<string, Answer>()
  await Promise.all(
    ENVIRONMENTS.map(async (environment) => {
      const dir = siteExport(environment)
      const routes = vercelRoutes(vercelConfig(environment))
      const local = await serveExport(dir, 0, environment === 'preview')
      const cloudflare = await cloudflarePages(dir).catch(async (error: Error) => {
        await local.close()
        throw error
      })
      try {
        for (const url of [...PATHS, MISSING_PATH]) {
          all.set(`Vercel ${environment} ${url}`, {
            status: 200,
            headers: new Headers(vercelHeaders(routes, url)),
          })
          all.set(`Cloudflare Pages ${environment} ${url}`, await ask(cloudflare.url, url))
          all.set(`the local server ${environment} ${url}`, await ask(local.url, url))
        }
      } finally {
        await Promise.all([cloudflare.stop(), local.close()])
      }
    }),
  )
  return (host: Host, environment: Environment, url: string) =>
    all.get(`${host} ${environment} ${url}`)!
})()
answers.catch(() => {}) // each test reports it

for (const host of ['Vercel', 'Cloudflare Pages', 'the local server'] as const) {
  test(`${host} sends each address what config/headers.ts gives it, each header once`, async () => {
    const answer = await answers
    for (const environment of ENVIRONMENTS)
      for (const url of PATHS) {
        const { headers } = answer(host, environment, url)
        for (const [key, value] of Object.entries(meant(url, environment)))
          assert.equal(headers.get(key), value, `${environment} ${url} ${key}`)
      }
  })

  test(`${host} answers an unknown address with the 404 page and the eight headers`, async () => {
    const answer = await answers
    for (const environment of ENVIRONMENTS) {
      const { status, headers } = answer(host, environment, MISSING_PATH)
      if (host !== 'Vercel') assert.equal(status, 404)
      for (const [key, value] of Object.entries(securityHeaders(environment === 'preview')))
        assert.equal(headers.get(key), value, `${environment} ${key}`)
    }
  })
}

test('what other sites show is sent Cross-Origin-Resource-Policy: cross-origin, alone', () => {
  for (const url of SHARED)
    assert.equal(meant(url, 'production')['Cross-Origin-Resource-Policy'], 'cross-origin', url)
})

test('security.txt is sent as UTF-8 text', () => {
  assert.equal(meant(SECURITY_TXT_PATH, 'production')['Content-Type'], 'text/plain; charset=utf-8')
})

test('a page is sent a policy Mozilla’s Observatory grades A+, kept strict in production', () => {
  const page = meant(pages.about.path, 'production')
  const [, maxAge, subdomains] = /^max-age=(\d+)(; includeSubDomains)?/.exec(
    page['Strict-Transport-Security'] ?? '',
  )!
  assert.ok(Number(maxAge) >= 31_536_000 && subdomains, 'HSTS: a year or more, subdomains too')
  assert.equal(page['Content-Security-Policy'], `frame-ancestors 'none'; ${trustedTypes(false)}`)
  assert.deepEqual(
    [page['X-Content-Type-Options'], page['X-Frame-Options'], page['Referrer-Policy']],
    ['nosniff', 'DENY', 'strict-origin-when-cross-origin'],
  )
  assert.deepEqual(
    [page['Cross-Origin-Opener-Policy'], page['Cross-Origin-Resource-Policy']],
    ['same-origin', 'same-origin'],
  )
})

test('a preview lets Vercel’s toolbar sign in through a window and create its own policies', () => {
  assert.deepEqual(meant(pages.about.path, 'preview'), {
    ...meant(pages.about.path, 'production'),
    'Content-Security-Policy': `frame-ancestors 'none'; ${trustedTypes(true)}`,
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  })
})

test('the build passes the site’s rules, for production and previews', async () => {
  for (const environment of ENVIRONMENTS)
    assert.deepEqual(
      await sentHeaderProblems(siteExport(environment), environment === 'preview'),
      [],
    )
})

test('the build fails on rules that would send a path a header twice or none of the eight', async () => {
  const dir = siteExport('production')
  const file = path.join(dir, '_headers')
  const written = fs.readFileSync(file, 'utf8')
  fs.writeFileSync(file, written.replace(/ {2}! .*\n/g, '').replace(/^\/\*$/m, '/_next/*'))
  const slashes = vercelRoutes({ ...vercelConfig('production'), trailingSlash: true })
  const problems = await sentHeaderProblems(dir, false, slashes)
  for (const expected of [
    `Vercel would send no X-Frame-Options on ${SECURITY_TXT_PATH}`,
    `Netlify would send no X-Frame-Options on `,
    `Cloudflare Pages would join two values of cross-origin-resource-policy on `,
  ])
    assert.ok(
      problems.some((problem) => problem.startsWith(expected)),
      `${expected}…\n${problems.join('\n')}`,
    )
})
