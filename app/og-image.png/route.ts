import { shareCardImage } from '@/app/_brand/brand-images'

export const dynamic = 'force-static'

/** The share card, drawn at build time from content/ and written to out/og-image.png. */
export function GET() {
  return shareCardImage()
}
