import { manifestIcons } from '@/lib/app-icons'
import { appIconImage } from '@/app/_brand/brand-images'

export const dynamic = 'force-static'
export const dynamicParams = false

type IconFile = keyof typeof manifestIcons

export function generateStaticParams(): { file: IconFile }[] {
  return (Object.keys(manifestIcons) as IconFile[]).map((file) => ({ file }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: IconFile }> }) {
  const { file } = await params
  return appIconImage(manifestIcons[file].icon)
}
