import type { Metadata } from 'next'
import { pages, type PageKey } from '@/content/pages'

const keys = Object.keys(pages) as PageKey[]
const withAddress = keys.filter((key) => key !== 'notFound')

/** Every page's metadata, as a build with this VERCEL_ENV writes it. */
function metadataFor(vercelEnv: string | undefined): Record<PageKey, Metadata> {
  const saved = process.env.VERCEL_ENV
  if (vercelEnv === undefined) delete process.env.VERCEL_ENV
  else process.env.VERCEL_ENV = vercelEnv
  try {
    let result = {} as Record<PageKey, Metadata>
    jest.isolateModules(() => {
      const { pageMetadata } =
        jest.requireActual<typeof import('./page-metadata')>('./page-metadata')
      result = Object.fromEntries(keys.map((key) => [key, pageMetadata(key)])) as typeof result
    })
    return result
  } finally {
    if (saved === undefined) delete process.env.VERCEL_ENV
    else process.env.VERCEL_ENV = saved
  }
}

describe('page metadata', () => {
  it('keeps every page of a preview deploy out of search engines', () => {
    const preview = metadataFor('preview')
    for (const key of keys) {
      expect(preview[key].robots).toEqual(expect.objectContaining({ index: false }))
    }
  })

  it('points the canonical of a preview page at the production page', () => {
    const preview = metadataFor('preview')
    const production = metadataFor('production')
    for (const key of withAddress) {
      const canonical = production[key].alternates?.canonical
      expect(canonical).toMatch(new RegExp(`^https://[^/]+${pages[key].path}$`))
      expect(preview[key].alternates?.canonical).toBe(canonical)
      expect(preview[key].openGraph?.url).toBe(canonical)
    }
  })

  it('lets search engines index the production pages, all but search and 404', () => {
    const production = metadataFor('production')
    const noindex = keys.filter((key) => production[key].robots !== undefined)
    expect(noindex).toEqual(['search', 'notFound'])
    for (const key of noindex) {
      expect(production[key].robots).toEqual({ index: false, follow: true })
    }
  })
})
