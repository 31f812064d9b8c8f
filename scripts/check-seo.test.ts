import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, test } from 'node:test'
import { businessJsonLd, servicesJsonLd } from '@/app/structured-data'
import { company } from '@/content/company'
import { pages } from '@/content/pages'
import { SITE_URL } from '../config/settings'
import { BUSINESS_PAGES, businessProblems, checkSeo, INDEXABLE, pngSize } from './check-seo'

const SITE = SITE_URL
const HOME: string = pages.home.path
const SERVICES: string = pages.services.path
const CONTACT: string = pages.contact.path
const ABOUT: string = pages.about.path
const SEARCH: string = pages.search.path
/** The file a route is exported to. */
const fileOf = (route: string) => `${route.slice(1)}index.html`
const dirs: string[] = []
after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

// The blocks the pages carry, built from content/ as the pages build them.
const business = JSON.parse(JSON.stringify(businessJsonLd)) as Record<string, unknown>

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`

type PageOptions = { description?: string; extraLd?: object[]; robots?: string }

function pageHtml(route: string, { description, extraLd = [], robots }: PageOptions = {}) {
  const text = description ?? `Descrição única da página ${route} `.padEnd(130, 'x')
  const crumbs = {
    '@type': 'BreadcrumbList',
    itemListElement: [{ position: 1, item: `${SITE}${route}` }],
  }
  const blocks: object[] = [...(BUSINESS_PAGES.includes(route) ? [business] : []), ...extraLd]
  if (route === HOME) blocks.push({ '@type': 'WebSite' })
  if (route !== HOME) blocks.push(crumbs)
  if (route === SERVICES) blocks.push(servicesJsonLd)
  return `<!doctype html><html><head><title>${route} | Exemplo</title>
    <meta name="description" content="${text}"><link rel="canonical" href="${SITE}${route}">
    ${robots ? `<meta name="robots" content="${robots}">` : ''}
    <meta property="og:image" content="${SITE}/og-image.png"><meta property="og:image:alt" content="alt">
    ${['og:type', 'og:locale', 'og:site_name', 'og:url', 'og:title', 'og:description']
      .map((property) => `<meta property="${property}" content="x">`)
      .join('')}
    <meta name="twitter:card" content="summary_large_image">
    <link rel="apple-touch-icon" href="/apple-touch-icon.png" sizes="180x180"></head><body>${blocks.map(ld).join('')}</body></html>`
}

function png(width: number, height: number) {
  const buffer = Buffer.alloc(24)
  Buffer.from('89504e470d0a1a0a', 'hex').copy(buffer)
  buffer.writeUInt32BE(width, 16)
  buffer.writeUInt32BE(height, 20)
  return buffer
}

function site(overrides: Record<string, string | Buffer | null> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-seo-'))
  dirs.push(dir)
  const files: Record<string, string | Buffer | null> = {
    'sitemap.xml': INDEXABLE.map((route) => `<url><loc>${SITE}${route}</loc></url>`).join(''),
    'robots.txt': `User-Agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`,
    'og-image.png': png(1200, 630),
    'apple-touch-icon.png': png(180, 180),
    [new URL(String(business.logo)).pathname.slice(1)]: png(512, 512),
    'icon.png': png(192, 192),
    'manifest.webmanifest': JSON.stringify({
      name: 'Exemplo',
      short_name: 'Exemplo',
      start_url: '/',
      lang: 'pt-BR',
      theme_color: '#000',
      background_color: '#000',
      icons: [{ src: '/icon.png', sizes: '192x192', type: 'image/png' }],
    }),
    [fileOf(SEARCH)]: pageHtml(SEARCH, { robots: 'noindex, follow' }),
    ...Object.fromEntries(INDEXABLE.map((route) => [fileOf(route), pageHtml(route)])),
    ...overrides,
  }
  for (const [file, content] of Object.entries(files)) {
    if (content === null) continue
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), content)
  }
  return dir
}

test('a complete export passes', () => {
  assert.deepEqual(checkSeo(site(), SITE).problems, [])
})

test('reports duplicate titles, short descriptions and wrong canonicals', () => {
  const sobre = pageHtml(ABOUT, { description: 'curta' }).replace(
    `<title>${ABOUT} | Exemplo</title>`,
    `<title>${HOME} | Exemplo</title>`,
  )
  const contato = pageHtml(CONTACT).replace(`${SITE}${CONTACT}"`, `${SITE}${CONTACT.slice(0, -1)}"`)
  const { problems } = checkSeo(site({ [fileOf(ABOUT)]: sobre, [fileOf(CONTACT)]: contato }), SITE)
  assert.ok(problems.includes(`${ABOUT}: description has 5 characters (120-160)`))
  assert.ok(problems.includes(`${ABOUT}: same title as ${HOME}`))
  assert.ok(problems.includes(`${CONTACT}: canonical is ${SITE}${CONTACT.slice(0, -1)}`))
})

test('reports a sitemap that lists the search page, a robots.txt without it and a wrong image', () => {
  const { problems } = checkSeo(
    site({
      'sitemap.xml': [...INDEXABLE, SEARCH].map((r) => `<loc>${SITE}${r}</loc>`).join(''),
      'robots.txt': 'User-Agent: *\nDisallow: /\n',
      'og-image.png': png(800, 600),
    }),
    SITE,
  )
  assert.equal(problems.filter((p) => p.startsWith('sitemap.xml lists')).length, 1)
  assert.ok(problems.includes('robots.txt does not name the sitemap'))
  assert.ok(problems.includes('robots.txt disallows the whole site'))
  assert.ok(problems.includes(`the share image ${SITE}/og-image.png is not a 1200×630 PNG`))
})

test('reports a search page that can be indexed and broken structured data', () => {
  const { problems } = checkSeo(
    site({
      [fileOf(SEARCH)]: pageHtml(SEARCH),
      [fileOf(ABOUT)]: pageHtml(ABOUT) + '<script type="application/ld+json">{oops</script>',
    }),
    SITE,
  )
  assert.ok(problems.includes(`${SEARCH}: not indexable but has no noindex`))
  assert.ok(problems.some((p) => p.startsWith(`${ABOUT}: a JSON-LD block does not parse`)))
})

test('reports manifest icons that were not exported', () => {
  const manifest = JSON.stringify({
    name: 'E',
    short_name: 'E',
    start_url: '/',
    lang: 'en',
    theme_color: '#000',
    background_color: '#000',
    icons: [{ src: '/icons/nada.png' }],
  })
  const { problems } = checkSeo(site({ 'manifest.webmanifest': manifest }), SITE)
  assert.ok(problems.includes('the manifest language is not pt-BR'))
  assert.ok(problems.includes('manifest icon /icons/nada.png is missing'))
})

test('describes the business on the home and contact pages only', () => {
  const { problems } = checkSeo(
    site({
      [fileOf(HOME)]: pageHtml(HOME).replace(ld(business), ''),
      [fileOf(ABOUT)]: pageHtml(ABOUT, { extraLd: [business] }),
    }),
    SITE,
  )
  assert.ok(problems.includes(`${HOME}: 0 ProfessionalService blocks (expected 1)`))
  assert.ok(problems.includes(`${ABOUT}: 1 ProfessionalService blocks (expected 0)`))
})

test('reports brand images that are missing, not PNGs or not of their declared size', () => {
  const manifest = JSON.stringify({
    name: 'E',
    short_name: 'E',
    start_url: '/',
    lang: 'pt-BR',
    theme_color: '#000',
    background_color: '#000',
    icons: [{ src: '/icon.png', sizes: '512x512', type: 'image/png' }],
  })
  const { problems } = checkSeo(
    site({
      'manifest.webmanifest': manifest,
      'apple-touch-icon.png': png(192, 192),
      [new URL(String(business.logo)).pathname.slice(1)]: Buffer.from('GIF89a'),
    }),
    SITE,
  )
  assert.ok(problems.includes('manifest icon /icon.png is not a 512×512 PNG'))
  assert.ok(problems.includes('the apple touch icon /apple-touch-icon.png is not a 180×180 PNG'))
  assert.ok(problems.includes(`the logo ${business.logo} is not a PNG`))
})

test('reports a home page without an apple touch icon', () => {
  const home = pageHtml(HOME).replace(/<link rel="apple-touch-icon"[^>]*>/, '')
  const { problems } = checkSeo(site({ [fileOf(HOME)]: home }), SITE)
  assert.ok(problems.includes('no apple-touch-icon link'))
})

test('checks every required field of the business', () => {
  assert.deepEqual(businessProblems(business, SITE), [])
  const broken: Record<string, unknown> = {
    ...business,
    telephone: '(67) 3000-0000',
    taxID: '12345678000190',
    foundingDate: String(company.foundingYear - 1),
    sameAs: [],
  }
  delete broken.geo
  delete broken.legalName
  assert.deepEqual(businessProblems(broken, SITE), [
    'ProfessionalService lacks legalName',
    'taxID is not a formatted CNPJ',
    'telephone is not E.164',
    'geo is not GeoCoordinates with numbers',
    `foundingDate is not ${company.foundingYear} (content/company.ts)`,
    'sameAs does not list the social profiles of content/social.ts',
  ])
})

test('expects the opening hours and services that content/ lists', () => {
  const hours = [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Sunday'],
      opens: '09:00',
      closes: '10:00',
    },
  ]
  const [first, ...others] = servicesJsonLd
  const servicos = pageHtml(SERVICES).replace(ld(servicesJsonLd), ld(others))
  const { problems } = checkSeo(
    site({
      [fileOf(HOME)]: pageHtml(HOME).replace(
        ld(business),
        ld({ ...business, openingHoursSpecification: hours }),
      ),
      [fileOf(SERVICES)]: servicos,
    }),
    SITE,
  )
  assert.ok(problems.some((p) => p.startsWith(`${HOME}: opening hours are ["Sunday 09:00-10:00"]`)))
  assert.ok(
    problems.some(
      (p) => p.startsWith(`${SERVICES}: Service blocks`) && p.includes(first!.name as string),
    ),
  )
})

test('reads PNG sizes and rejects other files', () => {
  assert.deepEqual(pngSize(png(1200, 630)), { width: 1200, height: 630 })
  assert.equal(pngSize(Buffer.from('GIF89a')), null)
})
