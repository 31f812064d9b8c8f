// Catches what crawlers and link previews would read wrong on any exported page: tags, noindex,
// JSON-LD against content/, sitemap, robots.txt, brand images.
// Usage: tsx scripts/check-seo.ts [out]
import fs from 'node:fs'
import path from 'node:path'
import { company } from '@/content/company'
import { openingHours } from '@/content/opening-hours'
import { pages } from '@/content/pages'
import { services } from '@/content/services'
import { shareImage } from '@/content/share'
import { socialLinks } from '@/content/social'
import { IS_PREVIEW } from '@/config/settings'
import { appleTouchIcon, SHARE_IMAGE } from '@/lib/app-icons'
import { businessId } from '@/lib/json-ld'
import {
  getAttr,
  htmlFiles,
  parseHtml,
  routeOf,
  SITE_URL,
  textOf,
  walk,
  type HtmlElement,
} from './lib/export'

// From each page's own `indexed`, not from the helper the site builds its sitemap with.
const INDEXED: string[] = Object.values(pages)
  .filter((page) => page.indexed)
  .map((page) => page.path)
const INNER = INDEXED.filter((route) => route !== pages.home.path)
// Where a visitor looks for the business (as Google advises), not on every page.
const BUSINESS_PAGES: string[] = [pages.home.path, pages.contact.path]
// Next writes the 404 page at /404.html and again at these two addresses.
const NOT_FOUND_COPIES: string[] = [pages.notFound.path, '/_not-found/']
const CNPJ = /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/
const E164 = /^\+[1-9]\d{7,14}$/
const DESCRIPTION = { min: 120, max: 160 }

type Json = Record<string, unknown>
type Page = { titles: string[]; meta: HtmlElement[]; links: HtmlElement[]; jsonLd: string[] }
type Size = { width: number; height: number }

const asObject = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {}
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export function readPage(html: string): Page {
  const page: Page = { titles: [], meta: [], links: [], jsonLd: [] }
  walk(parseHtml(html), (element) => {
    if (element.tagName === 'title') page.titles.push(textOf(element))
    if (element.tagName === 'meta') page.meta.push(element)
    if (element.tagName === 'link') page.links.push(element)
    if (element.tagName === 'script' && getAttr(element, 'type') === 'application/ld+json')
      page.jsonLd.push(textOf(element))
  })
  return page
}

function metaValues(page: Page, key: string, value: string): string[] {
  return page.meta.filter((m) => getAttr(m, key) === value).map((m) => getAttr(m, 'content') ?? '')
}

function linksWithRel(page: Page, rel: string): HtmlElement[] {
  return page.links.filter((link) => (getAttr(link, 'rel') ?? '').split(/\s+/).includes(rel))
}

const canonicals = (page: Page) => linksWithRel(page, 'canonical').map((l) => getAttr(l, 'href'))

function structuredData(page: Page, route: string, problems: string[]): Json[] {
  const items: Json[] = []
  for (const block of page.jsonLd) {
    try {
      const data: unknown = JSON.parse(block)
      items.push(...(Array.isArray(data) ? data : [data]).map(asObject))
    } catch (error) {
      problems.push(`${route}: a JSON-LD block does not parse (${(error as Error).message})`)
    }
  }
  return items
}

const hoursOf = (slots: { dayOfWeek?: unknown; opens?: unknown; closes?: unknown }[]) =>
  slots.map((slot) => `${[slot.dayOfWeek].flat().join(',')} ${slot.opens}-${slot.closes}`)

function businessProblems(business: Json, siteUrl: string): string[] {
  const problems: string[] = []
  for (const field of 'name legalName url logo image description telephone email'.split(' '))
    if (!business[field]) problems.push(`ProfessionalService lacks ${field}`)
  if (!CNPJ.test(String(business.taxID ?? ''))) problems.push('taxID is not a formatted CNPJ')
  if (business['@id'] !== businessId(siteUrl))
    problems.push('ProfessionalService has no stable @id')
  if (business.telephone && !E164.test(String(business.telephone)))
    problems.push('telephone is not E.164')
  const address = asObject(business.address)
  if (address['@type'] !== 'PostalAddress') problems.push('address is not a PostalAddress')
  const parts = 'streetAddress addressLocality addressRegion postalCode addressCountry'.split(' ')
  for (const field of parts) if (!address[field]) problems.push(`address lacks ${field}`)
  const geo = asObject(business.geo)
  if (
    geo['@type'] !== 'GeoCoordinates' ||
    typeof geo.latitude !== 'number' ||
    typeof geo.longitude !== 'number'
  )
    problems.push('geo is not GeoCoordinates with numbers')
  const hours = hoursOf(asList(business.openingHoursSpecification).map(asObject))
  const expectedHours = hoursOf(openingHours)
  if (!same(hours, expectedHours))
    problems.push(
      `opening hours are ${JSON.stringify(hours)}, not those of content/contact.ts ${JSON.stringify(expectedHours)}`,
    )
  if (!asList(business.areaServed).length) problems.push('ProfessionalService lacks areaServed')
  if (business.foundingDate !== String(company.foundingYear))
    problems.push(`foundingDate is not ${company.foundingYear} (content/company.ts)`)
  if (
    !same(
      business.sameAs,
      socialLinks.map((social) => social.url),
    )
  )
    problems.push('sameAs does not list the social profiles of content/social.ts')
  return problems
}

function checkPage(route: string, page: Page, siteUrl: string, problems: string[]) {
  const indexed = INDEXED.includes(route)
  const robots = metaValues(page, 'name', 'robots').join(',')
  const data = structuredData(page, route, problems)
  const ofType = (type: string) => data.filter((item) => item['@type'] === type)

  const business = ofType('ProfessionalService')
  const expected = BUSINESS_PAGES.includes(route) ? 1 : 0
  if (business.length !== expected)
    problems.push(`${route}: ${business.length} ProfessionalService blocks (expected ${expected})`)
  for (const block of business)
    problems.push(...businessProblems(block, siteUrl).map((p) => `${route}: ${p}`))

  if (route === pages.home.path && ofType('WebSite').length !== 1)
    problems.push(`${route}: no WebSite block`)
  if (INNER.includes(route)) {
    const [crumbs] = ofType('BreadcrumbList')
    const last = asObject(asList(crumbs?.itemListElement).at(-1)).item
    if (last !== `${siteUrl}${route}`)
      problems.push(`${route}: BreadcrumbList does not end at the page`)
  }
  if (route === pages.services.path) {
    const blocks = ofType('Service')
    const names = blocks.map((service) => service.name)
    const titles = services.map((service) => service.title)
    if (!same(names, titles))
      problems.push(
        `${route}: Service blocks ${JSON.stringify(names)}, not the services of content/services.ts ${JSON.stringify(titles)}`,
      )
    for (const service of blocks)
      if (asObject(service.provider)['@id'] !== businessId(siteUrl))
        problems.push(`${route}: Service "${service.name}" does not point to the business`)
  }

  // A preview keeps every page out of search engines (README, "Deploying"); production, the pages
  // content/pages.ts does not index.
  const noindex = /noindex/.test(robots)
  if ((IS_PREVIEW || !indexed) !== noindex)
    problems.push(`${route}: ${noindex ? 'noindex on a page to index' : 'no noindex'}`)
  if (!indexed) return
  const counts = {
    title: page.titles.length,
    description: metaValues(page, 'name', 'description').length,
    canonical: canonicals(page).length,
    'og:image': metaValues(page, 'property', 'og:image').length,
  }
  for (const [tag, count] of Object.entries(counts))
    if (count !== 1) problems.push(`${route}: ${count} ${tag} tags (expected exactly 1)`)
  const [canonical] = canonicals(page)
  if (canonical !== `${siteUrl}${route}`) problems.push(`${route}: canonical is ${canonical}`)
  const [description = ''] = metaValues(page, 'name', 'description')
  if (description.length < DESCRIPTION.min || description.length > DESCRIPTION.max)
    problems.push(
      `${route}: description has ${description.length} characters (${DESCRIPTION.min}-${DESCRIPTION.max})`,
    )
  for (const property of 'og:type og:locale og:site_name og:url og:title og:description'.split(' '))
    if (metaValues(page, 'property', property).length !== 1)
      problems.push(`${route}: no ${property}`)
  if (metaValues(page, 'name', 'twitter:card')[0] !== 'summary_large_image')
    problems.push(`${route}: no twitter:card summary_large_image`)
}

function pngSize(buffer: Buffer): Size | null {
  const signature = '89504e470d0a1a0a'
  if (buffer.subarray(0, 8).toString('hex') !== signature) return null
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) }
}

function exportedFile(dir: string, url: string): string | null {
  return URL.canParse(url, SITE_URL)
    ? path.join(dir, decodeURIComponent(new URL(url, SITE_URL).pathname))
    : null
}

function pngProblem(dir: string, url: string, label: string, expected?: Size) {
  const file = exportedFile(dir, url)
  const size =
    file && fs.statSync(file, { throwIfNoEntry: false })?.isFile()
      ? pngSize(fs.readFileSync(file))
      : null
  if (size && (!expected || (size.width === expected.width && size.height === expected.height)))
    return null
  return `${label} ${url} is not a ${expected ? `${expected.width}×${expected.height} ` : ''}PNG`
}

function declaredSize(sizes: string | undefined): Size | undefined {
  const match = /^(\d+)x(\d+)$/.exec(sizes ?? '')
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined
}

// WhatsApp drops a preview image over 300 KB without a word (the most cautious limit reported).
const SHARE_CARD_MAX_BYTES = 300 * 1024

/** Each page shares as itself: one card of its own (content/share.ts), 1200 × 630, light enough. */
function shareCardProblems(dir: string, pagesByRoute: Map<string, Page>): string[] {
  const { width, height } = SHARE_IMAGE
  return Object.entries(pages).flatMap(([key, { path: route }]) => {
    const page = pagesByRoute.get(route)
    if (!page) return []
    const { url, alt } = shareImage(key as keyof typeof pages)
    const meta = (property: string) => metaValues(page, 'property', property).join(', ')
    const image = meta('og:image')
    const bytes = fs.statSync(exportedFile(dir, image) ?? '', { throwIfNoEntry: false })?.size ?? 0
    const declared = `${meta('og:image:width')}×${meta('og:image:height')} ${meta('og:image:alt')}`
    return [
      image === `${SITE_URL}${url}` ? '' : `og:image ${image}, not its own card ${url}`,
      declared === `${width}×${height} ${alt}` ? '' : `og:image declared as ${declared}`,
      pngProblem(dir, image, 'the share card', { width, height }) ?? '',
      bytes > SHARE_CARD_MAX_BYTES ? `the share card weighs ${Math.round(bytes / 1024)} KB` : '',
    ].flatMap((problem) => (problem ? [`${route}: ${problem}`] : []))
  })
}

function manifestProblems(dir: string): string[] {
  const file = path.join(dir, 'manifest.webmanifest')
  if (!fs.existsSync(file)) return ['manifest.webmanifest is missing']
  const manifest = asObject(JSON.parse(fs.readFileSync(file, 'utf8')))
  const problems: string[] = []
  for (const field of 'name short_name start_url lang theme_color background_color'.split(' '))
    if (!manifest[field]) problems.push(`the manifest has no ${field}`)
  if (manifest.lang !== 'pt-BR') problems.push('the manifest language is not pt-BR')
  const icons = asList(manifest.icons).map(asObject)
  for (const icon of icons) {
    const src = String(icon.src)
    if (!fs.existsSync(path.join(dir, src))) {
      problems.push(`manifest icon ${src} is missing`)
    } else if (icon.type === 'image/png') {
      const problem = pngProblem(dir, src, 'manifest icon', declaredSize(String(icon.sizes)))
      if (problem) problems.push(problem)
    }
  }
  if (!icons.length) problems.push('the manifest lists no icons')
  return problems
}

function brandImageProblems(dir: string, page: Page): string[] {
  const problems: (string | null)[] = []
  const touchIcons = linksWithRel(page, 'apple-touch-icon')
  if (touchIcons.length === 0) problems.push('no apple-touch-icon link')
  const touchIconSize = { width: appleTouchIcon.icon.size, height: appleTouchIcon.icon.size }
  for (const link of touchIcons) {
    const size = declaredSize(getAttr(link, 'sizes')) ?? touchIconSize
    problems.push(pngProblem(dir, getAttr(link, 'href') ?? '', 'the apple touch icon', size))
  }
  // A block that does not parse is checkPage's to report.
  const [business] = structuredData(page, '', []).filter(
    (item) => item['@type'] === 'ProfessionalService',
  )
  if (business?.logo) problems.push(pngProblem(dir, String(business.logo), 'the logo'))
  return problems.filter((problem) => problem !== null)
}

export function checkSeo(dir: string, siteUrl: string = SITE_URL) {
  const problems: string[] = []
  const pagesByRoute = new Map<string, Page>()
  for (const file of htmlFiles(dir)) {
    const route = routeOf(file)
    if (NOT_FOUND_COPIES.includes(route)) continue
    pagesByRoute.set(route, readPage(fs.readFileSync(path.join(dir, file), 'utf8')))
  }
  for (const route of INDEXED) if (!pagesByRoute.has(route)) problems.push(`${route}: page missing`)
  for (const [route, page] of pagesByRoute) checkPage(route, page, siteUrl, problems)

  for (const tag of ['title', 'description']) {
    const seen = new Map<string | undefined, string>()
    for (const route of INDEXED) {
      const page = pagesByRoute.get(route)
      if (!page) continue
      const value = tag === 'title' ? page.titles[0] : metaValues(page, 'name', 'description')[0]
      if (seen.has(value)) problems.push(`${route}: same ${tag} as ${seen.get(value)}`)
      seen.set(value, route)
    }
  }

  const read = (file: string) =>
    fs.existsSync(path.join(dir, file)) ? fs.readFileSync(path.join(dir, file), 'utf8') : ''
  const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort()
  const expected = INDEXED.map((route) => `${siteUrl}${route}`).sort()
  if (!same(locs, expected))
    problems.push(`sitemap.xml lists ${JSON.stringify(locs)}, expected ${JSON.stringify(expected)}`)
  const robots = read('robots.txt')
  if (!robots.includes(`Sitemap: ${siteUrl}/sitemap.xml`))
    problems.push('robots.txt does not name the sitemap')
  if (/^Disallow:\s*\/\s*$/m.test(robots)) problems.push('robots.txt disallows the whole site')

  problems.push(...shareCardProblems(dir, pagesByRoute))
  const home = pagesByRoute.get(pages.home.path)
  if (home) problems.push(...brandImageProblems(dir, home))
  problems.push(...manifestProblems(dir))
  return { problems, pages: pagesByRoute.size }
}
