import type { Metadata } from 'next'

export type SiteInfo = {
  url: string
  name: string
  locale: string
  preview: boolean
}

export type ShareImage = { url: string; width: number; height: number; alt: string; type: string }

export type PageInfo = {
  title: string
  description: string
  path: string
  absoluteTitle?: boolean
  indexed?: boolean
  /** The 404 page has no address of its own to declare. */
  canonical?: boolean
  /** What a link to the page shows where it is shared. */
  image: ShareImage
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, '')}/`).toString()
}

export const titleTemplate = (siteName: string) => `%s | ${siteName}`

export function fullTitle(
  site: Pick<SiteInfo, 'name'>,
  page: Pick<PageInfo, 'title' | 'absoluteTitle'>,
) {
  return page.absoluteTitle ? page.title : titleTemplate(site.name).replace('%s', page.title)
}

function robotsFor(site: SiteInfo, page: PageInfo): Metadata['robots'] {
  if (page.indexed === false) return { index: false, follow: true }
  return site.preview ? { index: false } : undefined
}

export function buildPageMetadata(site: SiteInfo, page: PageInfo): Metadata {
  const url = page.canonical === false ? undefined : absoluteUrl(site.url, page.path)
  const title = fullTitle(site, page)
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: url ? { canonical: url } : undefined,
    robots: robotsFor(site, page),
    openGraph: {
      type: 'website',
      locale: site.locale,
      siteName: site.name,
      url,
      title,
      description: page.description,
      images: [page.image],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: page.description,
      images: [{ url: page.image.url, alt: page.image.alt }],
    },
  }
}
