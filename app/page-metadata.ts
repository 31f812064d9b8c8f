import type { Metadata } from 'next'
import { company } from '@/content/company'
import { pages, type PageKey } from '@/content/pages'
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

const unindexed: PageKey[] = ['search', 'notFound']

export function pageMetadata(key: PageKey): Metadata {
  const page = pages[key]
  return buildPageMetadata(site, {
    ...page,
    absoluteTitle: key === 'home',
    indexable: !unindexed.includes(key),
    canonical: key !== 'notFound',
  })
}
