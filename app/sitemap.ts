import type { MetadataRoute } from 'next'
import { indexedPages, pages } from '@/content/pages'
import { SITE_URL } from '@/config/settings'
import { absoluteUrl } from '@/lib/metadata'

export const dynamic = 'force-static'

export default function sitemap(): MetadataRoute.Sitemap {
  return indexedPages.map((key) => ({ url: absoluteUrl(SITE_URL, pages[key].path) }))
}
