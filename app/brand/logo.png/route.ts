import { logoImage } from '@/components/brand/app-icons'
import { appIconImage } from '@/components/brand/brand-images'

export const dynamic = 'force-static'

/** The logo that the structured data names. */
export function GET() {
  return appIconImage(logoImage.icon)
}
