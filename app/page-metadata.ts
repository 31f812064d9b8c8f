import type { Metadata } from 'next'
import { company } from '@/content/company'
import { pages, type PageKey } from '@/content/pages'
import { shareImage } from '@/content/share'
import { IS_PREVIEW, SITE_URL } from '@/config/settings'
import { buildPageMetadata, type SiteInfo } from '@/lib/metadata'

export const site: SiteInfo = {
  url: SITE_URL,
  name: company.name,
  locale: 'pt_BR',
  preview: IS_PREVIEW,
}

export function pageMetadata(key: PageKey): Metadata {
  const page = pages[key]
  return buildPageMetadata(site, {
    ...page,
    absoluteTitle: key === 'home',
    canonical: key !== 'notFound',
    image: shareImage(key),
  })
}
