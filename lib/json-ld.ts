import type {
  BreadcrumbList,
  DayOfWeek,
  ProfessionalService,
  Service,
  WebSite,
  WithContext,
} from 'schema-dts'
import type { Coordinates } from './maps'

export type PostalAddress = {
  street: string
  district: string
  city: string
  state: string
  postalCode: string
  country: string
}

export type BusinessFacts = {
  url: string
  name: string
  legalName: string
  taxId: string
  description: string
  logo: string
  image: string
  telephone: string
  email: string
  address: PostalAddress
  geo: Coordinates
  openingHours: { dayOfWeek: string[]; opens: string; closes: string }[]
  areaServed: string[]
  foundingYear: number
  sameAs: string[]
}

export function businessId(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/#empresa`
}

function websiteId(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/#site`
}

export function professionalServiceJsonLd(facts: BusinessFacts): WithContext<ProfessionalService> {
  const { address } = facts
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': businessId(facts.url),
    name: facts.name,
    legalName: facts.legalName,
    taxID: facts.taxId,
    url: facts.url,
    logo: facts.logo,
    image: facts.image,
    description: facts.description,
    telephone: facts.telephone,
    email: facts.email,
    foundingDate: String(facts.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${address.street}, ${address.district}`,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: facts.geo.lat, longitude: facts.geo.lng },
    openingHoursSpecification: facts.openingHours.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: slot.dayOfWeek as DayOfWeek[],
      opens: slot.opens,
      closes: slot.closes,
    })),
    areaServed: facts.areaServed.map((name) => ({ '@type': 'AdministrativeArea', name })),
    sameAs: facts.sameAs,
  }
}

export function serviceJsonLd(
  service: { id: string; title: string; description: string },
  context: { pageUrl: string; siteUrl: string },
): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.description,
    url: `${context.pageUrl}#${service.id}`,
    provider: { '@id': businessId(context.siteUrl) },
  }
}

export function breadcrumbJsonLd(
  items: { name: string; url: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

export function websiteJsonLd(site: {
  url: string
  name: string
  description: string
  language: string
}): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId(site.url),
    url: site.url,
    name: site.name,
    description: site.description,
    inLanguage: site.language,
    publisher: { '@id': businessId(site.url) },
  }
}

// "<" escaped, so no text can close the <script> early.
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
