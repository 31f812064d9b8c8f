import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, test } from 'node:test'
import { BUSINESS_PAGES, businessProblems, checkSeo, INDEXABLE, pngSize } from './check-seo.mjs'

const SITE = 'https://www.exemplo.com.br'
const dirs = []
after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

const business = {
  '@context': 'https://schema.org',
  '@type': 'ProfessionalService',
  '@id': `${SITE}/#empresa`,
  name: 'Exemplo',
  legalName: 'Exemplo Ltda.',
  taxID: '12.345.678/0001-90',
  url: `${SITE}/`,
  logo: `${SITE}/logo.png`,
  image: `${SITE}/og-image.png`,
  description: 'Software.',
  telephone: '+556730000000',
  email: 'contato@exemplo.com.br',
  foundingDate: '2025',
  address: {
    '@type': 'PostalAddress',
    streetAddress: 'Av. Afonso Pena, 3000',
    addressLocality: 'Campo Grande',
    addressRegion: 'MS',
    postalCode: '79002-070',
    addressCountry: 'BR',
  },
  geo: { '@type': 'GeoCoordinates', latitude: -20.4, longitude: -54.6 },
  openingHoursSpecification: [
    {
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
    { dayOfWeek: ['Saturday'], opens: '08:00', closes: '12:00' },
  ],
  areaServed: [{ '@type': 'AdministrativeArea', name: 'Brasil' }],
  sameAs: ['https://a', 'https://b', 'https://c'],
}

const ld = (data) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`

function pageHtml(route, { description, extraLd = [], robots } = {}) {
  const text = description ?? `Descrição única da página ${route} `.padEnd(130, 'x')
  const crumbs = {
    '@type': 'BreadcrumbList',
    itemListElement: [{ position: 1, item: `${SITE}${route}` }],
  }
  const services = Array.from({ length: 5 }, (_, i) => ({
    '@type': 'Service',
    name: `s${i}`,
    provider: { '@id': `${SITE}/#empresa` },
  }))
  const blocks = [...(BUSINESS_PAGES.includes(route) ? [business] : []), ...extraLd]
  if (route === '/') blocks.push({ '@type': 'WebSite' })
  if (route !== '/') blocks.push(crumbs)
  if (route === '/servicos/') blocks.push(services)
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

function png(width, height) {
  const buffer = Buffer.alloc(24)
  Buffer.from('89504e470d0a1a0a', 'hex').copy(buffer)
  buffer.writeUInt32BE(width, 16)
  buffer.writeUInt32BE(height, 20)
  return buffer
}

function site(overrides = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-seo-'))
  dirs.push(dir)
  const files = {
    'sitemap.xml': INDEXABLE.map((route) => `<url><loc>${SITE}${route}</loc></url>`).join(''),
    'robots.txt': `User-Agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`,
    'og-image.png': png(1200, 630),
    'apple-touch-icon.png': png(180, 180),
    'logo.png': png(512, 512),
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
    'buscar/index.html': pageHtml('/buscar/', { robots: 'noindex, follow' }),
    ...Object.fromEntries(
      INDEXABLE.map((route) => [`${route.slice(1)}index.html`, pageHtml(route)]),
    ),
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
  const sobre = pageHtml('/sobre/', { description: 'curta' }).replace(
    '<title>/sobre/ | Exemplo</title>',
    '<title>/ | Exemplo</title>',
  )
  const contato = pageHtml('/contato/').replace(`${SITE}/contato/"`, `${SITE}/contato"`)
  const { problems } = checkSeo(
    site({ 'sobre/index.html': sobre, 'contato/index.html': contato }),
    SITE,
  )
  assert.ok(problems.includes('/sobre/: description has 5 characters (120-160)'))
  assert.ok(problems.includes('/sobre/: same title as /'))
  assert.ok(problems.includes(`/contato/: canonical is ${SITE}/contato`))
})

test('reports a sitemap that lists the search page, a robots.txt without it and a wrong image', () => {
  const { problems } = checkSeo(
    site({
      'sitemap.xml': [...INDEXABLE, '/buscar/'].map((r) => `<loc>${SITE}${r}</loc>`).join(''),
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
      'buscar/index.html': pageHtml('/buscar/'),
      'sobre/index.html': pageHtml('/sobre/') + '<script type="application/ld+json">{oops</script>',
    }),
    SITE,
  )
  assert.ok(problems.includes('/buscar/: not indexable but has no noindex'))
  assert.ok(problems.some((p) => p.startsWith('/sobre/: a JSON-LD block does not parse')))
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
      'index.html': pageHtml('/').replace(ld(business), ''),
      'sobre/index.html': pageHtml('/sobre/', { extraLd: [business] }),
    }),
    SITE,
  )
  assert.ok(problems.includes('/: 0 ProfessionalService blocks (expected 1)'))
  assert.ok(problems.includes('/sobre/: 1 ProfessionalService blocks (expected 0)'))
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
      'logo.png': Buffer.from('GIF89a'),
    }),
    SITE,
  )
  assert.ok(problems.includes('manifest icon /icon.png is not a 512×512 PNG'))
  assert.ok(problems.includes('the apple touch icon /apple-touch-icon.png is not a 180×180 PNG'))
  assert.ok(problems.includes(`the logo ${SITE}/logo.png is not a PNG`))
})

test('reports a home page without an apple touch icon', () => {
  const home = pageHtml('/').replace(/<link rel="apple-touch-icon"[^>]*>/, '')
  const { problems } = checkSeo(site({ 'index.html': home }), SITE)
  assert.ok(problems.includes('no apple-touch-icon link'))
})

test('checks every required field of the business', () => {
  assert.deepEqual(businessProblems(business, SITE), [])
  const broken = {
    ...business,
    telephone: '(67) 3000-0000',
    taxID: '12345678000190',
    foundingDate: '2024',
    sameAs: [],
  }
  delete broken.geo
  delete broken.legalName
  assert.deepEqual(businessProblems(broken, SITE), [
    'ProfessionalService lacks legalName',
    'taxID is not a formatted CNPJ',
    'telephone is not E.164',
    'geo is not GeoCoordinates with numbers',
    'foundingDate is not 2025',
    'sameAs does not list the three social profiles',
  ])
})

test('reads PNG sizes and rejects other files', () => {
  assert.deepEqual(pngSize(png(1200, 630)), { width: 1200, height: 630 })
  assert.equal(pngSize(Buffer.from('GIF89a')), null)
})
