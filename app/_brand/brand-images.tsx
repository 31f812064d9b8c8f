import { ImageResponse } from 'next/og'
import type { SharedPage } from '@/content/share'
import { SHARE_IMAGE } from '@/lib/app-icons'
import { AppIcon } from '@/components/brand/app-icon'
import type { AppIconSpec } from '@/lib/app-icons'
import { imageFonts } from './image-fonts'
import { ShareCard } from '@/components/brand/share-card'

export async function shareCardImage(page: SharedPage): Promise<ImageResponse> {
  return new ImageResponse(<ShareCard page={page} />, {
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    fonts: await imageFonts(),
  })
}

export function appIconImage(icon: AppIconSpec): ImageResponse {
  return new ImageResponse(<AppIcon {...icon} />, { width: icon.size, height: icon.size })
}
