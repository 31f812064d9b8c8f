import { appleTouchIcon } from '@/components/brand/app-icons'
import { appIconImage } from '@/components/brand/brand-images'

export const dynamic = 'force-static'

export function GET() {
  return appIconImage(appleTouchIcon.icon)
}
