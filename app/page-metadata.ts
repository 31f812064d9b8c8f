import type { Metadata } from 'next'
import { company } from '@/content/company'
import { indexedPages, pages, type PageKey } from '@/content/pages'
import { shareImage } from '@/content/share'
import { isPreview, siteUrl } from '@/content/site'
import { buildPageMetadata, type SiteInfo } from '@/lib/metadata'

export const site: SiteInfo = {
  url: siteUrl,
  name: company.name,
  locale: 'pt_BR',
  image: shareImage,
  preview: isPreview,
}

export function pageMetadata(key: PageKey): Metadata {
  const page = pages[key]
  return buildPageMetadata(site, {
    ...page,
    absoluteTitle: key === 'home',
    indexable: indexedPages.includes(key),
    canonical: key !== 'notFound',
  })
}
