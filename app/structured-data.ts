import { logoImage } from '@/lib/app-icons'
import { COUNTRY_CODE, SITE_URL } from '@/config/settings'
import { company } from '@/content/company'
import { openingHours } from '@/content/opening-hours'
import { pages, type PageKey } from '@/content/pages'
import { services } from '@/content/services'
import { shareImage } from '@/content/share'
import { socialLinks } from '@/content/social'
import {
  breadcrumbJsonLd,
  professionalServiceJsonLd,
  serviceJsonLd,
  websiteJsonLd,
} from '@/lib/json-ld'
import { absoluteUrl } from '@/lib/metadata'
import { toE164 } from '@/lib/phone'

const homeUrl = absoluteUrl(SITE_URL, '/')

export const businessJsonLd = professionalServiceJsonLd({
  url: homeUrl,
  name: company.name,
  legalName: company.legalName,
  taxId: company.cnpj,
  description: company.description,
  logo: absoluteUrl(SITE_URL, logoImage.url),
  image: absoluteUrl(SITE_URL, shareImage('home').url),
  telephone: toE164(company.phone, COUNTRY_CODE),
  email: company.email,
  address: company.address,
  geo: company.location,
  openingHours,
  areaServed: company.areaServed,
  foundingYear: company.foundingYear,
  sameAs: socialLinks.map((social) => social.url),
})

export const siteJsonLd = websiteJsonLd({
  url: homeUrl,
  name: company.name,
  description: pages.home.description,
  language: 'pt-BR',
})

export const servicesJsonLd = services.map((service) =>
  serviceJsonLd(service, {
    pageUrl: absoluteUrl(SITE_URL, pages.services.path),
    siteUrl: homeUrl,
  }),
)

export function breadcrumbsJsonLd(key: Exclude<PageKey, 'home' | 'notFound'>) {
  return breadcrumbJsonLd([
    { name: pages.home.navLabel, url: homeUrl },
    { name: pages[key].title, url: absoluteUrl(SITE_URL, pages[key].path) },
  ])
}
