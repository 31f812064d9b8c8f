import type { MetadataRoute } from 'next'
import { SITE_URL } from '@/config/settings'
import { absoluteUrl } from '@/lib/metadata'

export const dynamic = 'force-static'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl(SITE_URL, '/sitemap.xml'),
  }
}
