import { ImageResponse } from 'next/og'
import { shareImage } from '@/content/share'
import { AppIcon } from '@/components/brand/app-icon'
import type { AppIconSpec } from '@/lib/app-icons'
import { imageFonts } from './image-fonts'
import { ShareCard } from '@/components/brand/share-card'

export async function shareCardImage(): Promise<ImageResponse> {
  return new ImageResponse(<ShareCard />, {
    width: shareImage.width,
    height: shareImage.height,
    fonts: await imageFonts(),
  })
}

export function appIconImage(icon: AppIconSpec): ImageResponse {
  return new ImageResponse(<AppIcon {...icon} />, { width: icon.size, height: icon.size })
}
