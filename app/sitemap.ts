import type { MetadataRoute } from 'next'
import { pages } from '@/content/pages'
import { siteUrl } from '@/content/site'
import { absoluteUrl } from '@/lib/metadata'

export const dynamic = 'force-static'

/** The indexable pages only: /buscar and the 404 stay out. */
export default function sitemap(): MetadataRoute.Sitemap {
  return [pages.home, pages.services, pages.contact, pages.about, pages.privacy].map((page) => ({
    url: absoluteUrl(siteUrl, page.path),
    changeFrequency: 'monthly',
    priority: page === pages.home ? 1 : page === pages.privacy ? 0.3 : 0.8,
  }))
}
