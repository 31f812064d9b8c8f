import type { MetadataRoute } from 'next'
import { siteUrl } from '@/content/site'
import { absoluteUrl } from '@/lib/metadata'

export const dynamic = 'force-static'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl(siteUrl, '/sitemap.xml'),
  }
}
