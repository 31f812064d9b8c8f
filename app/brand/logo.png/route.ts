import { logoImage } from '@/lib/app-icons'
import { appIconImage } from '@/app/_brand/brand-images'

export const dynamic = 'force-static'

export function GET() {
  return appIconImage(logoImage.icon)
}
