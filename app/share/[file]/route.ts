import { shareCardImage } from '@/app/_brand/brand-images'
import { sharedPages, type SharedPage } from '@/content/share'

export const dynamic = 'force-static'
export const dynamicParams = false

// Each page's card at /share/<page>.png: the folder's param carries the extension, so the export
// writes a file a static host serves as a PNG.
export function generateStaticParams() {
  return sharedPages.map((page) => ({ file: `${page}.png` }))
}

export async function GET(_: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  return shareCardImage(file.replace(/\.png$/, '') as SharedPage)
}
