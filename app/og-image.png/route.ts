import { shareCardImage } from '@/app/_brand/brand-images'

export const dynamic = 'force-static'

export function GET() {
  return shareCardImage()
}
