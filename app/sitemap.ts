import type { MetadataRoute } from 'next'
import { pages } from '@/content/pages'
import { siteUrl } from '@/content/site'
import { absoluteUrl } from '@/lib/metadata'

export const dynamic = 'force-static'

/** The indexable pages only: /buscar and the 404 stay out. */
export default function sitemap(): MetadataRoute.Sitemap {
  return [pages.home, pages.services, pages.contact, pages.about].map((page) => ({
    url: absoluteUrl(siteUrl, page.path),
    changeFrequency: 'monthly',
    priority: page.path === '/' ? 1 : 0.8,
  }))
}
