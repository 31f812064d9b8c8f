import type { ImageLoaderProps } from 'next/image'
import { resizedImageUrl } from '@/lib/image-url'

export default function imageLoader({ src, width, quality }: ImageLoaderProps): string {
  return resizedImageUrl(src, width, quality)
}
