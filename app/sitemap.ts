import type { MetadataRoute } from 'next'
import { indexedPages, pages } from '@/content/pages'
import { SITE_URL } from '@/config/settings'
import { absoluteUrl } from '@/lib/metadata'

export const dynamic = 'force-static'

/** The indexable pages only: /buscar and the 404 stay out. */
export default function sitemap(): MetadataRoute.Sitemap {
  return indexedPages.map((key) => ({ url: absoluteUrl(SITE_URL, pages[key].path) }))
}
