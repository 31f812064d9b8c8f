// Reads the export as a crawler does (no JavaScript) and checks what search engines and link
// previews rely on: one title, description, canonical and share image per indexable page,
// structured data, the sitemap, robots.txt and the share image itself.
import fs from 'node:fs'
import path from 'node:path'
import {
  getAttr,
  htmlFiles,
  isMain,
  parseHtml,
  routeOf,
  SITE_URL,
  textOf,
  walk,
} from './lib/export.mjs'

export const INDEXABLE = [
  '/',
  '/servicos/',
  '/contato/',
  '/sobre/',
  '/privacidade/',
  '/acessibilidade/',
]
export const INNER = ['/servicos/', '/contato/', '/sobre/', '/privacidade/', '/acessibilidade/']
/** The business is described where a visitor looks for it (as Google advises), not on every page. */
export const BUSINESS_PAGES = ['/', '/contato/']
const CNPJ = /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/
const SERVICE_COUNT = 5
const DESCRIPTION = { min: 120, max: 160 }

/** The tags of one page that matter to crawlers. */
export function readPage(html) {
  const page = { titles: [], meta: [], links: [], jsonLd: [] }
  walk(parseHtml(html), (element) => {
    if (element.tagName === 'title') page.titles.push(textOf(element))
    if (element.tagName === 'meta') page.meta.push(element)
    if (element.tagName === 'link') page.links.push(element)
    if (element.tagName === 'script' && getAttr(element, 'type') === 'application/ld+json') {
      page.jsonLd.push(textOf(element))
    }
  })
  return page
}

function metaValues(page, key, value) {
  return page.meta.filter((m) => getAttr(m, key) === value).map((m) => getAttr(m, 'content') ?? '')
}

function canonicals(page) {
  return page.links
    .filter((link) => (getAttr(link, 'rel') ?? '').split(/\s+/).includes('canonical'))
    .map((link) => getAttr(link, 'href'))
}

/** Every JSON-LD block parsed; arrays flattened. Unparseable blocks become problems. */
function structuredData(page, route, problems) {
  const items = []
  for (const block of page.jsonLd) {
    try {
      const data = JSON.parse(block)
      items.push(...(Array.isArray(data) ? data : [data]))
    } catch (error) {
      problems.push(`${route}: a JSON-LD block does not parse (${error.message})`)
    }
  }
  return items
}

const E164 = /^\+[1-9]\d{7,14}$/

export function businessProblems(business, siteUrl) {
  const problems = []
  const required = [
    'name',
    'legalName',
    'url',
    'logo',
    'image',
    'description',
    'telephone',
    'email',
  ]
  for (const field of required)
    if (!business[field]) problems.push(`ProfessionalService lacks ${field}`)
  if (!CNPJ.test(business.taxID ?? '')) problems.push('taxID is not a formatted CNPJ')
  if (business['@id'] !== `${siteUrl}/#empresa`)
    problems.push('ProfessionalService has no stable @id')
  if (business.telephone && !E164.test(business.telephone)) problems.push('telephone is not E.164')
  const address = business.address ?? {}
  if (address['@type'] !== 'PostalAddress') problems.push('address is not a PostalAddress')
  for (const field of [
    'streetAddress',
    'addressLocality',
    'addressRegion',
    'postalCode',
    'addressCountry',
  ]) {
    if (!address[field]) problems.push(`address lacks ${field}`)
  }
  const geo = business.geo ?? {}
  if (
    geo['@type'] !== 'GeoCoordinates' ||
    typeof geo.latitude !== 'number' ||
    typeof geo.longitude !== 'number'
  ) {
    problems.push('geo is not GeoCoordinates with numbers')
  }
  const hours = (business.openingHoursSpecification ?? []).map(
    (slot) => `${[slot.dayOfWeek].flat().join(',')} ${slot.opens}-${slot.closes}`,
  )
  const expectedHours = [
    'Monday,Tuesday,Wednesday,Thursday,Friday 08:00-18:00',
    'Saturday 08:00-12:00',
  ]
  if (JSON.stringify(hours) !== JSON.stringify(expectedHours)) {
    problems.push(`opening hours are ${JSON.stringify(hours)}`)
  }
  if (!business.areaServed?.length) problems.push('ProfessionalService lacks areaServed')
  if (business.foundingDate !== '2025') problems.push('foundingDate is not 2025')
  if ((business.sameAs ?? []).length !== 3)
    problems.push('sameAs does not list the three social profiles')
  return problems
}

function checkPage(route, page, siteUrl, problems) {
  const indexable = INDEXABLE.includes(route)
  const robots = metaValues(page, 'name', 'robots').join(',')
  const data = structuredData(page, route, problems)
  const ofType = (type) => data.filter((item) => item['@type'] === type)

  const business = ofType('ProfessionalService')
  const expected = BUSINESS_PAGES.includes(route) ? 1 : 0
  if (business.length !== expected)
    problems.push(`${route}: ${business.length} ProfessionalService blocks (expected ${expected})`)
  for (const block of business)
    problems.push(...businessProblems(block, siteUrl).map((p) => `${route}: ${p}`))

  if (route === '/' && ofType('WebSite').length !== 1) problems.push('/: no WebSite block')
  if (INNER.includes(route)) {
    const [crumbs] = ofType('BreadcrumbList')
    const last = crumbs?.itemListElement?.at(-1)?.item
    if (last !== `${siteUrl}${route}`)
      problems.push(`${route}: BreadcrumbList does not end at the page`)
  }
  if (route === '/servicos/') {
    const services = ofType('Service')
    if (services.length !== SERVICE_COUNT)
      problems.push(`/servicos/: ${services.length} Service blocks`)
    for (const service of services) {
      if (service.provider?.['@id'] !== `${siteUrl}/#empresa`) {
        problems.push(`/servicos/: Service "${service.name}" does not point to the business`)
      }
    }
  }

  if (!indexable) {
    if (!/noindex/.test(robots)) problems.push(`${route}: not indexable but has no noindex`)
    return
  }
  const counts = {
    title: page.titles.length,
    description: metaValues(page, 'name', 'description').length,
    canonical: canonicals(page).length,
    'og:image': metaValues(page, 'property', 'og:image').length,
  }
  for (const [tag, count] of Object.entries(counts)) {
    if (count !== 1) problems.push(`${route}: ${count} ${tag} tags (expected exactly 1)`)
  }
  const [canonical] = canonicals(page)
  if (canonical !== `${siteUrl}${route}`) problems.push(`${route}: canonical is ${canonical}`)
  const [description = ''] = metaValues(page, 'name', 'description')
  if (description.length < DESCRIPTION.min || description.length > DESCRIPTION.max) {
    problems.push(`${route}: description has ${description.length} characters (120-160)`)
  }
  for (const property of [
    'og:type',
    'og:locale',
    'og:site_name',
    'og:url',
    'og:title',
    'og:description',
  ]) {
    if (metaValues(page, 'property', property).length !== 1)
      problems.push(`${route}: no ${property}`)
  }
  if (metaValues(page, 'name', 'twitter:card')[0] !== 'summary_large_image') {
    problems.push(`${route}: no twitter:card summary_large_image`)
  }
}

/** Width and height from a PNG's IHDR chunk, or null when the file is not a PNG. */
export function pngSize(buffer) {
  const signature = '89504e470d0a1a0a'
  if (buffer.subarray(0, 8).toString('hex') !== signature) return null
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) }
}

/** The exported file a URL of the site (absolute or not) is served from. */
function exportedFile(dir, url) {
  return URL.canParse(url, SITE_URL)
    ? path.join(dir, decodeURIComponent(new URL(url, SITE_URL).pathname))
    : null
}

/** A problem when the image at url is not an exported PNG (of width×height, when given). */
export function pngProblem(dir, url, label, expected) {
  const file = exportedFile(dir, url)
  const size =
    file && fs.statSync(file, { throwIfNoEntry: false })?.isFile()
      ? pngSize(fs.readFileSync(file))
      : null
  if (size && (!expected || (size.width === expected.width && size.height === expected.height)))
    return null
  return `${label} ${url} is not a ${expected ? `${expected.width}×${expected.height} ` : ''}PNG`
}

/** "192x192" → { width: 192, height: 192 }; anything else → undefined. */
function declaredSize(sizes) {
  const match = /^(\d+)x(\d+)$/.exec(sizes ?? '')
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined
}

/** The web manifest: the fields installers read, and every icon it lists present in the export. */
export function manifestProblems(dir) {
  const file = path.join(dir, 'manifest.webmanifest')
  if (!fs.existsSync(file)) return ['manifest.webmanifest is missing']
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'))
  const problems = []
  for (const field of [
    'name',
    'short_name',
    'start_url',
    'lang',
    'theme_color',
    'background_color',
  ]) {
    if (!manifest[field]) problems.push(`the manifest has no ${field}`)
  }
  if (manifest.lang !== 'pt-BR') problems.push('the manifest language is not pt-BR')
  for (const icon of manifest.icons ?? []) {
    if (!fs.existsSync(path.join(dir, icon.src))) {
      problems.push(`manifest icon ${icon.src} is missing`)
    } else if (icon.type === 'image/png') {
      const problem = pngProblem(dir, icon.src, 'manifest icon', declaredSize(icon.sizes))
      if (problem) problems.push(problem)
    }
  }
  if (!manifest.icons?.length) problems.push('the manifest lists no icons')
  return problems
}

/** The home page's apple touch icon and the business logo its structured data names. */
function brandImageProblems(dir, page) {
  const problems = []
  const touchIcons = page.links.filter((link) =>
    (getAttr(link, 'rel') ?? '').split(/\s+/).includes('apple-touch-icon'),
  )
  if (touchIcons.length === 0) problems.push('no apple-touch-icon link')
  for (const link of touchIcons) {
    const size = declaredSize(getAttr(link, 'sizes')) ?? { width: 180, height: 180 }
    problems.push(pngProblem(dir, getAttr(link, 'href') ?? '', 'the apple touch icon', size))
  }
  const [business] = page.jsonLd
    .flatMap((block) => {
      try {
        return [JSON.parse(block)].flat()
      } catch {
        return []
      }
    })
    .filter((item) => item['@type'] === 'ProfessionalService')
  if (business?.logo) problems.push(pngProblem(dir, business.logo, 'the logo'))
  return problems.filter(Boolean)
}

export function checkSeo(dir, siteUrl) {
  const problems = []
  const pages = new Map()
  for (const file of htmlFiles(dir)) {
    const route = routeOf(file)
    if (route === '/404/' || route === '/_not-found/') continue
    pages.set(route, readPage(fs.readFileSync(path.join(dir, file), 'utf8')))
  }
  for (const route of INDEXABLE) if (!pages.has(route)) problems.push(`${route}: page missing`)
  for (const [route, page] of pages) checkPage(route, page, siteUrl, problems)

  for (const tag of ['title', 'description']) {
    const seen = new Map()
    for (const route of INDEXABLE) {
      const page = pages.get(route)
      if (!page) continue
      const value = tag === 'title' ? page.titles[0] : metaValues(page, 'name', 'description')[0]
      if (seen.has(value)) problems.push(`${route}: same ${tag} as ${seen.get(value)}`)
      seen.set(value, route)
    }
  }

  const sitemap = fs.existsSync(path.join(dir, 'sitemap.xml'))
    ? fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8')
    : ''
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort()
  const expected = INDEXABLE.map((route) => `${siteUrl}${route}`).sort()
  if (JSON.stringify(locs) !== JSON.stringify(expected)) {
    problems.push(`sitemap.xml lists ${JSON.stringify(locs)}, expected ${JSON.stringify(expected)}`)
  }
  const robots = fs.existsSync(path.join(dir, 'robots.txt'))
    ? fs.readFileSync(path.join(dir, 'robots.txt'), 'utf8')
    : ''
  if (!robots.includes(`Sitemap: ${siteUrl}/sitemap.xml`))
    problems.push('robots.txt does not name the sitemap')
  if (/^Disallow:\s*\/\s*$/m.test(robots)) problems.push('robots.txt disallows the whole site')

  const home = pages.get('/')
  const image = home && metaValues(home, 'property', 'og:image')[0]
  const imageProblem = pngProblem(dir, image ?? '', 'the share image', { width: 1200, height: 630 })
  if (!image || imageProblem) problems.push(`the share image ${image} is not a 1200×630 PNG`)
  if (home) problems.push(...brandImageProblems(dir, home))
  if (home && !metaValues(home, 'property', 'og:image:alt')[0])
    problems.push('the share image has no alt text')
  problems.push(...manifestProblems(dir))
  return { problems, pages: pages.size }
}

if (isMain(import.meta.url)) {
  const dir = process.argv[2] ?? 'out'
  const { problems, pages } = checkSeo(dir, SITE_URL)
  if (problems.length) {
    console.error(`SEO check failed (${problems.length}):`)
    for (const problem of problems) console.error(`  - ${problem}`)
    process.exit(1)
  }
  console.log(
    `SEO check passed: ${pages} pages, ${INDEXABLE.length} indexable, sitemap and robots.txt agree`,
  )
}
